import { site } from '../../generated/site.ts';
import { format, useTexts } from '../../lib/texts.ts';
import { PARTNER_LOGO_SIZE, partnerLogoUrl } from './partner-logo.ts';
import './partner-strip.css';

export function PartnerStrip() {
  const home = useTexts('home');
  const { chrome } = useTexts('common');
  return (
    <section className="partners" aria-labelledby="partners-title">
      <div className="container">
        <h2 id="partners-title" className="partners__title">
          {home.partnersTitle}
        </h2>
        <ul className="partners__list">
          {site.partners.map((partner) => (
            <li key={partner.name}>
              <a
                href={partner.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={format(chrome.opensInNewTab, { name: partner.name })}
              >
                {/* At the fold on a phone: low priority, so they never hold back the hero photo. */}
                <img
                  src={partnerLogoUrl(partner.logo)}
                  alt={partner.name}
                  width={PARTNER_LOGO_SIZE.width / 2}
                  height={PARTNER_LOGO_SIZE.height / 2}
                  loading="lazy"
                  decoding="async"
                  fetchPriority="low"
                />
              </a>
            </li>
          ))}
          <li className="partners__soon">{home.partnersSoon}</li>
        </ul>
      </div>
    </section>
  );
}
