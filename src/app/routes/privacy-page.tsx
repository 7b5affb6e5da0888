import { RichText } from '../../components/rich-text.tsx';
import { company } from '../../generated/company.ts';
import CookieSettingsButton from '../../features/consent/cookie-settings-button.island.tsx';
import { addressLine, mailtoHref } from '../../lib/contact-links.ts';
import { useTexts } from '../../lib/texts.ts';
import { Island } from '../islands/island-html.tsx';

export default function PrivacyPage() {
  const privacy = useTexts('privacy');
  const { contact } = company;
  const values = {
    siteName: company.name,
    legalName: company.legal.name,
    address: addressLine(contact.address),
    email: <a href={mailtoHref(contact.email)}>{contact.email}</a>,
  };
  const paragraph = (text: string) => (
    <p>
      <RichText text={text} values={values} />
    </p>
  );
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>{privacy.title}</h1>
        </div>
      </section>
      <div className="container section prose">
        {paragraph(privacy.intro)}
        <h2>{privacy.collectTitle}</h2>
        {paragraph(privacy.collect)}
        <h2>{privacy.basesTitle}</h2>
        {paragraph(privacy.bases)}
        <h2>{privacy.keepTitle}</h2>
        {paragraph(privacy.keep)}
        <h2>{privacy.storageTitle}</h2>
        {paragraph(privacy.storage)}
        <p>
          <Island of={CookieSettingsButton} place="privacy" />
        </p>
        <h2>{privacy.thirdPartiesTitle}</h2>
        {paragraph(privacy.thirdParties)}
        <h2>{privacy.rightsTitle}</h2>
        {paragraph(privacy.rights)}
      </div>
    </>
  );
}
