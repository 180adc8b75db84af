/**
 * Passwords that pass the length and character rules but top every leaked-password list (the most common ones of 8
 * characters or more with letters and digits, compared without case, since "Password1" is only "password1" with a
 * capital). Refused at sign-up, reset and change (NIST SP 800-63B §3.1.1.2: check against commonly used values).
 */
const LIST = `password1 password12 password123 password1234 passw0rd p@ssw0rd pa55word pa55w0rd password01 password2
qwerty123 qwerty1234 qwerty12 qwertyui1 qwe123qwe 1qaz2wsx 1q2w3e4r 1q2w3e4r5t q1w2e3r4 q1w2e3r4t5 zaq12wsx zxcvbnm1
abc12345 abcd1234 abcde123 abc123456 a1b2c3d4 aa123456 aa112233 asdf1234 asdfgh12 1234abcd 12345abc 123456abc
123abc456 123qwe123 12qwaszx welcome1 welcome12 welcome123 welcome2024 welcome2025 welcome2026 letmein1 letmein12
letmein123 iloveyou1 iloveyou2 iloveyou12 iloveyou123 sunshine1 sunshine12 princess1 princess12 football1 football12
baseball1 dragon123 monkey123 master123 shadow123 superman1 batman123 trustno1 starwars1 michael1 jessica1
charlie1 charlie123 jordan23 pokemon123 computer1 internet1 hello123 hello1234 hellohello1 freedom1 whatever1
admin123 admin1234 administrator1 root1234 test1234 testing1 testing123 changeme1 changeme123 default1 secret123
login123 user1234 guest1234 india123 india1234 india@123 mumbai123 delhi123 bangalore1 krishna123 ganesh123
sairam123 omsairam1 jaimatadi1 hanuman123 shivaji123 cricket123 sachin10 dhoni007 virat18 bollywood1 summer2024
summer2025 winter2025 spring2025 autumn2025 january1 december1 monday123 sunday123 google123 facebook1 instagram1
youtube123 samsung123 iphone123 apple123 microsoft1 linkedin1 abcdefg1 abcdefgh1 aaaaaaa1 11111111a 00000000a
12345678a 123456789a a12345678 a123456789 1234567a 1234qwer qwer1234 asdf123456 zxcv1234 password2024
password2025 password2026 mypassword1 newpassword1 loveyou123 lovely123 babygirl1 angel123 sweety123 killer123
jesus123 blessed1 family123 mother123 father123 naruto123 matrix123 ninja123 soccer123 hockey123 tennis123`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

/** True when the password is one of the bundled common ones (case does not matter). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
