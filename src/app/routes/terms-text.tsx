// The terms' text, from its page's texts and the tours' cancellation windows (terms-page.tsx).
import { RichText } from '../../components/rich-text.tsx';
import { company } from '../../generated/company.ts';
import { site } from '../../generated/site.ts';
import { addressLine, mailtoHref } from '../../lib/contact-links.ts';
import { useFormatters } from '../../lib/format.ts';
import { cancellationSummary } from '../../lib/policies.ts';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';

export function TermsText() {
  const terms = useTexts('terms');
  const common = useTexts('common');
  const tours = useTexts('tours');
  const f = useFormatters();
  const to = useLocalPath();
  const { email, address } = company.contact;
  const values = {
    siteName: company.name,
    legalName: company.legal.name,
    vatNumber: company.legal.vatNumber,
    address: addressLine(address),
    payments: f.list(common.payments),
    cancellation: cancellationSummary(f, common.format, tours),
    arrivalMinutes: f.number(site.policies.arrivalMinutes),
    email: <a href={mailtoHref(email)}>{email}</a>,
    meetingPointLink: <a href={to('/meeting-point')}>{terms.meetingPointLink}</a>,
  };
  const paragraph = (text: string) => (
    <p>
      <RichText text={text} values={values} />
    </p>
  );
  return (
    <>
      {paragraph(terms.intro)}
      <h2>{terms.whoTitle}</h2>
      {paragraph(terms.who)}
      <h2>{terms.bookingTitle}</h2>
      {paragraph(terms.booking)}
      <h2>{terms.cancellationTitle}</h2>
      {paragraph(terms.cancellation)}
      {paragraph(terms.ourCancellation)}
      <h2>{terms.withdrawalTitle}</h2>
      {paragraph(terms.withdrawal)}
      <h2>{terms.arrivalTitle}</h2>
      {paragraph(terms.arrival)}
      <h2>{terms.duringTitle}</h2>
      {paragraph(terms.during)}
      <h2>{terms.lawTitle}</h2>
      {paragraph(terms.law)}
      <h2>{terms.contactTitle}</h2>
      {paragraph(terms.contact)}
    </>
  );
}
