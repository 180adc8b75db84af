import { useEffect, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  CONTACT_UNAVAILABLE,
  validateContactMessage,
  type ContactField,
} from '../../domain/contactForm.ts';
import type { Route } from './+types/contact';
import { StaticPage } from '../components/StaticPage.tsx';
import { CheckCircleIcon, ClockIcon, MailIcon } from '../components/icons.tsx';
import { pageMeta } from '../lib/meta.ts';
import { emailDomain, useSite } from '../lib/site.ts';
import { buttonPrimary, buttonSecondary, focusRing } from '../lib/ui.ts';

/** Department mailboxes; each address is "{key}@{domain of the site's contact email}". */
const DEPARTMENTS = [
  { key: 'general', name: 'General', blurb: 'Questions about the site, your account or anything else.' },
  { key: 'editorial', name: 'Editorial', blurb: 'Corrections, misfiled stories, source suggestions and takedown requests.' },
  { key: 'partnerships', name: 'Partnerships', blurb: 'Publishers, researchers and organisations who want to work with us.' },
  { key: 'creators', name: 'Creators', blurb: 'Tell us what you need to know, or what we are missing about your world.' },
  { key: 'brands', name: 'Brands', blurb: 'Brand and agency teams with questions about our coverage.' },
] as const;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Contact us',
    'Get in touch with Creator Economy India: general questions, editorial corrections and takedowns, partnerships, creators and brands. We reply within 24-48 hours.',
  );

export async function action({ request, context }: Route.ActionArgs) {
  // An unreadable body (a broken multipart upload) is a form with nothing in it: each field asks to be filled in.
  const form = await request.formData().catch(() => new FormData());
  const { values, errors } = validateContactMessage(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, form.get(f)])));
  if (Object.keys(errors).length > 0) return data({ ok: false as const, errors, values, failure: null }, { status: 400 });
  // "Sent" only once the message and its mail are in the database; otherwise the reader keeps their text and may retry.
  const inbox = context.contact;
  try {
    if (!inbox) throw new Error('no contact inbox in the load context');
    await inbox.receive(values);
  } catch {
    return data({ ok: false as const, errors: {}, values, failure: CONTACT_UNAVAILABLE }, { status: 503 });
  }
  return { ok: true as const };
}

const LABELS: Record<ContactField, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };

const inputClass =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-zinc-950 placeholder:text-zinc-500 motion-safe:transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-1 dark:bg-zinc-900 dark:text-zinc-50 dark:placeholder:text-zinc-400 dark:focus-visible:ring-brand-400 dark:focus-visible:ring-offset-zinc-950';

function ContactForm({
  errors,
  values,
  failure,
}: {
  errors: Partial<Record<ContactField, string>>;
  values?: Partial<Record<ContactField, string>>;
  failure?: string | null;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction?.startsWith('/contact');
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);

  // After a failed submission, move focus to the first field with an error, or to the message saying it failed.
  useEffect(() => {
    const first = CONTACT_FIELDS.find((f) => errors[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else if (failure) failureRef.current?.focus();
  }, [errors, failure]);

  const field = (f: ContactField, opts: { type?: string; autoComplete?: string; rows?: number; placeholder?: string }) => {
    const id = `contact-${f}`;
    const err = errors[f];
    const common = {
      id,
      name: f,
      required: true,
      maxLength: CONTACT_MAX_LENGTH[f],
      defaultValue: values?.[f] ?? '',
      placeholder: opts.placeholder,
      'aria-invalid': err ? true : undefined,
      'aria-describedby': err ? `${id}-error` : undefined,
      className: `${inputClass} ${err ? 'border-red-600 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700'}`,
    };
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          {LABELS[f]}
        </label>
        <div className="mt-1.5">
          {opts.rows ? <textarea rows={opts.rows} {...common} /> : <input type={opts.type ?? 'text'} autoComplete={opts.autoComplete} {...common} />}
        </div>
        {err ? (
          <p id={`${id}-error`} data-testid={`contact-error-${f}`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
            {err}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Form ref={formRef} method="post" data-testid="contact-form" className="space-y-5" aria-label="Contact form">
      {failure ? (
        <p
          ref={failureRef}
          tabIndex={-1}
          role="alert"
          data-testid="contact-failure"
          className="rounded-lg bg-red-50 px-4 py-3 text-base font-medium text-red-800 ring-1 ring-red-200 ring-inset focus:outline-none dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900"
        >
          {failure}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', { autoComplete: 'name', placeholder: 'Your name' })}
        {field('email', { type: 'email', autoComplete: 'email', placeholder: 'you@example.com' })}
      </div>
      {field('subject', { placeholder: 'What is it about?' })}
      {field('message', { rows: 6, placeholder: 'How can we help?' })}
      <div className="flex flex-wrap items-center justify-between gap-4 pt-1">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">All fields are required.</p>
        <button type="submit" className={`${buttonPrimary} min-w-36`} disabled={sending} aria-disabled={sending || undefined}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </Form>
  );
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const site = useSite();
  const domain = site.contactEmail ? emailDomain(site.contactEmail) : null;
  const sent = actionData?.ok === true;
  const errors = actionData && !actionData.ok ? actionData.errors : {};
  const values = actionData && !actionData.ok ? actionData.values : undefined;
  const failure = actionData && !actionData.ok ? actionData.failure : null;

  return (
    <StaticPage
      wide
      title="Contact us"
      lead="Spotted a mistake, want your publication included, or just have a question? Use the form, or write directly to the team that can help."
    >
      <p data-testid="contact-response-time" className="mb-8 flex w-fit max-w-full items-center gap-2 rounded-lg bg-brand-50 px-4 py-3 text-base text-brand-900 ring-1 ring-brand-200 ring-inset dark:bg-brand-950/60 dark:text-brand-100 dark:ring-brand-900">
        <ClockIcon className="h-5 w-5 shrink-0" />
        <span>
          We reply within <strong className="font-semibold">24-48 hours</strong>, Monday to Friday.
        </span>
      </p>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-14">
        <div>
          <h2 className="font-serif text-2xl font-semibold text-zinc-950 dark:text-white">Email a team directly</h2>
          <ul className="mt-4 divide-y divide-zinc-200 border-y border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="contact-departments">
            {DEPARTMENTS.map((d) => {
              const address = domain ? `${d.key}@${domain}` : null;
              return (
                <li key={d.key} className="py-4">
                  <h3 className="text-base font-semibold text-zinc-950 dark:text-zinc-50">{d.name}</h3>
                  <p className="mt-0.5 text-[0.9375rem] text-zinc-700 dark:text-zinc-300">{d.blurb}</p>
                  {address ? (
                    <a
                      href={`mailto:${address}`}
                      className={`mt-1 inline-flex min-h-11 items-center gap-2 rounded-sm text-[0.9375rem] font-medium break-all text-brand-700 hover:underline underline-offset-4 dark:text-brand-300 ${focusRing}`}
                    >
                      <MailIcon className="h-4 w-4 shrink-0" />
                      {address}
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>

        <section aria-labelledby="contact-form-heading" className="order-first self-start rounded-2xl lg:order-none border border-zinc-200 bg-zinc-50 p-5 sm:p-8 dark:border-zinc-800 dark:bg-zinc-900/60">
          {sent ? (
            <div role="status" data-testid="contact-success" className="flex flex-col items-center py-10 text-center">
              <CheckCircleIcon className="h-12 w-12 text-emerald-700 dark:text-emerald-400" />
              <h2 id="contact-form-heading" className="mt-4 font-serif text-2xl font-semibold text-zinc-950 dark:text-white">
                Message sent!
              </h2>
              <p className="mt-2 max-w-sm text-base text-zinc-700 dark:text-zinc-300">Thank you for reaching out. We&apos;ll get back to you soon.</p>
              <Link to="/contact" className={`${buttonSecondary} mt-6`}>
                Send another message
              </Link>
            </div>
          ) : (
            <>
              <h2 id="contact-form-heading" className="font-serif text-2xl font-semibold text-zinc-950 dark:text-white">
                Send us a message
              </h2>
              <p className="mt-1 mb-6 text-[0.9375rem] text-zinc-700 dark:text-zinc-300">We only use your details to reply to you.</p>
              <ContactForm errors={errors} values={values} failure={failure} />
            </>
          )}
        </section>
      </div>
    </StaticPage>
  );
}
