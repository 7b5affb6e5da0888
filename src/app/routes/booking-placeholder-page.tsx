import { ComingSoon } from '../../components/coming-soon.tsx';

export default function BookingPlaceholderPage() {
  return <ComingSoon page="booking" />;
}
