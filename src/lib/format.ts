// How config values read on the page. Kept in one place so tour pages, cards, the FAQ and the
// terms word the same fact the same way.
import type { Duration, GroupSize, Price } from '../generated/config-types.ts';

export function formatHours(hours: number): string {
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export function formatDuration({ hours, maxHours, approximate }: Duration): string {
  const range = maxHours === undefined ? formatHours(hours) : `${hours} to ${formatHours(maxHours)}`;
  return approximate ? `About ${range}` : range.charAt(0).toUpperCase() + range.slice(1);
}

export function formatGroupSize({ max, per }: GroupSize): string {
  return per === 'cart' ? `Up to ${max} people per cart` : `Up to ${max} people`;
}

export function formatPrice({ from, currency }: Price): string {
  const amount = new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(from) ? 0 : 2,
  }).format(from);
  return `From ${amount} per person`;
}

/** "168 hours" reads better as "7 days"; windows under two days stay in hours. */
export function formatCancellationWindow(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days (${hours} hours)`;
  return formatHours(hours);
}

export function cancellationPolicy(hours: number): string {
  return `Free cancellation up to ${formatCancellationWindow(hours)} before the tour starts. Later cancellations are non-refundable.`;
}

/** "a, b and c" */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Digits only, as wa.me and tel: links want them. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^\d]/g, '');
}
