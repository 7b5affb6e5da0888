// The guide pages' own words, in each language a guide page can have (schema: en, es).
import type { Guide } from '../../generated/config-types.ts';

interface GuideTexts {
  heading: (name: string) => string;
  body: (name: string) => string;
  reviewButton: string;
  photoAlt: (name: string) => string;
  photoPlaceholder: string;
  moreTours: string;
}

export const GUIDE_TEXTS: Record<Guide['language'], GuideTexts> = {
  en: {
    heading: (name) => `Thank you for touring with ${name}!`,
    body: (name) =>
      `We hope you enjoyed discovering Rome. If ${name} made your tour special, a short review helps other travellers find us and means a lot to your guide.`,
    reviewButton: 'Leave a review',
    photoAlt: (name) => `${name}, your guide`,
    photoPlaceholder: 'Photo Coming Soon',
    moreTours: 'Discover more tours',
  },
  es: {
    heading: (name) => `¡Gracias por tu visita con ${name}!`,
    body: (name) =>
      `Esperamos que hayas disfrutado descubriendo Roma. Si ${name} hizo especial tu visita, una breve reseña ayuda a otros viajeros a encontrarnos y significa mucho para tu guía.`,
    reviewButton: 'Deja una reseña',
    photoAlt: (name) => `${name}, tu guía`,
    photoPlaceholder: 'Foto próximamente',
    moreTours: 'Descubre más tours',
  },
};
