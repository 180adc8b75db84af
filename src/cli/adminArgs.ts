/**
 * `npm run admin` arguments, parsed without side effects: the command, the checked email (as stored) and role, or a
 * usage problem (exit 2). A password is never an argument: it would stay in shell history and process lists.
 */
import { parseArgs } from 'node:util';
import { emailSchema, nameSchema } from '../domain/accountInput.ts';
import { roleSchema, type Role } from '../domain/roles.ts';

export const ADMIN_USAGE = `Usage:
  npm run admin -- create --email <email> [--name <name>]
                                  make <email> an admin: a new account asks for its password (typed twice at the
                                  prompt, or the first line of stdin); an existing account keeps its password
  npm run admin -- role --email <email> --role user|moderator|admin
                                  change the role of an account
  npm run admin -- suspend --email <email>
                                  refuse the account's sign-in and end its sessions at once
  npm run admin -- restore --email <email>
                                  lift a suspension
`;

export type AdminCommand =
  | { command: 'help' }
  | { command: 'create'; email: string; name: string | undefined }
  | { command: 'role'; email: string; role: Role }
  | { command: 'suspend' | 'restore'; email: string };

/** A usage problem: printed with the usage text, exit 2. */
export class AdminUsageError extends Error {
  override name = 'AdminUsageError';
}

const COMMANDS = ['create', 'role', 'suspend', 'restore'] as const;

/** Parses `args` (what follows `npm run admin --`); throws AdminUsageError with one line saying what is wrong. */
export function parseAdminArgs(args: string[]): AdminCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        help: { type: 'boolean', short: 'h', default: false },
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        // Declared only to be refused with a reason, whichever form (--password x, --password=x) was used.
        password: { type: 'string' },
      },
      allowPositionals: true,
    });
  } catch (err) {
    // Node's message is long and may quote the argument; the first sentence says what is wrong.
    const code = (err as { code?: unknown }).code;
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && args.some((a) => a === '--password' || a.startsWith('--password='))) throw passwordFlag();
    const first = err instanceof Error ? (err.message.split('\n')[0] ?? '').replace(/\. To specify .*$/, '.') : String(err);
    throw new AdminUsageError(first.endsWith('.') ? first : `${first}.`);
  }
  const { values, positionals } = parsed;
  if (values.password !== undefined) throw passwordFlag();
  if (values.help) return { command: 'help' };
  const [command, ...extra] = positionals;
  if (command === undefined) throw new AdminUsageError('Say which command to run.');
  if (!(COMMANDS as readonly string[]).includes(command)) throw new AdminUsageError(`Unknown command "${command}".`);
  // Extra words are not echoed: a password typed in the wrong place must not be printed back.
  if (extra.length > 0) throw new AdminUsageError(`Unexpected argument after ${command} (not shown, in case it is a password); it takes only its --options.`);
  if (values.email === undefined) throw new AdminUsageError(`${command} needs --email <email>.`);
  const email = emailSchema.safeParse(values.email);
  if (!email.success) throw new AdminUsageError(`--email: ${email.error.issues[0]?.message ?? 'Please enter a valid email address'}.`);
  if (command !== 'create' && values.name !== undefined) throw new AdminUsageError('--name belongs to create.');
  if (command !== 'role' && values.role !== undefined) throw new AdminUsageError(command === 'create' ? 'create always makes an admin; use role to set another role.' : '--role belongs to role.');
  switch (command) {
    case 'create': {
      if (values.name === undefined) return { command, email: email.data, name: undefined };
      const name = nameSchema.safeParse(values.name);
      if (!name.success) throw new AdminUsageError(`--name: ${name.error.issues[0]?.message ?? 'Name contains invalid characters'}.`);
      return { command, email: email.data, name: name.data };
    }
    case 'role': {
      if (values.role === undefined) throw new AdminUsageError('role needs --role user|moderator|admin.');
      const role = roleSchema.safeParse(values.role);
      if (!role.success) throw new AdminUsageError('--role must be user, moderator or admin.');
      return { command, email: email.data, role: role.data };
    }
    default:
      return { command: command as 'suspend' | 'restore', email: email.data };
  }
}

function passwordFlag(): AdminUsageError {
  return new AdminUsageError('--password is not accepted: a password on the command line stays in shell history. Type it at the prompt, or pipe it on stdin (the first line).');
}
