import { useTexts } from '../../lib/site/language.tsx';
import { contactParts } from '../../lib/welcome/contact-links.ts';
import { Section, useStaffTextLang } from './section.tsx';

/** The note pointing to the property manager; phone numbers and addresses in it can be tapped. */
export function PropertyManagerNote({ contact }: { contact: string }) {
  const { t } = useTexts();
  const lang = useStaffTextLang('pm_contact');
  return (
    <Section id="property-manager">
      <p>
        {t(
          'For anything about the home during your stay, such as a question, something broken or a lockout, please contact your property manager:',
        )}
      </p>
      <p lang={lang} className="text-lg font-semibold whitespace-pre-line text-brand-950">
        {contactParts(contact.trim()).map((part) =>
          part.kind === 'text' ? (
            <span key={part.at}>{part.text}</span>
          ) : (
            <a
              key={part.at}
              href={part.href}
              className="wrap-anywhere text-alpenglow-700 underline underline-offset-2"
            >
              {part.text}
            </a>
          ),
        )}
      </p>
    </Section>
  );
}
