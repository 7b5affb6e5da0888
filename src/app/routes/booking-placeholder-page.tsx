import { ComingSoon } from '../../components/coming-soon.tsx';
import { useTexts } from '../../lib/texts.ts';

export default function BookingPlaceholderPage() {
  return <ComingSoon title={useTexts('common').comingSoon.bookingTitle} />;
}
