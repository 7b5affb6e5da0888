import { ComingSoon } from '../../components/coming-soon.tsx';

export default function BookingPlaceholderPage() {
  return <ComingSoon text="Booking Page - Coming Soon" />;
}
