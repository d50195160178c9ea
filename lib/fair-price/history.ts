import { formatDate } from '@/lib/format/date';
import { formatNaira } from '@/lib/format/naira';
import { priceHistoryText } from '@/lib/messages/fair-price';

type Change = { price: number; date: string };

/**
 * "Listed at ₦45,000,000 on 3 Sep 2026; reduced to ₦41,500,000 on 20 Oct 2026". Empty when the price
 * never changed: a single "Listed at" says nothing the page does not already say.
 */
export function describePriceHistory(history: Change[] | undefined): string {
  if (!history || history.length < 2) return '';
  const [first, ...later] = history;
  const parts = [priceHistoryText.listed(formatNaira(first!.price), formatDate(first!.date))];
  let before = first!.price;
  for (const change of later) {
    if (change.price === before) continue;
    const say = change.price < before ? priceHistoryText.reduced : priceHistoryText.raised;
    parts.push(say(formatNaira(change.price), formatDate(change.date)));
    before = change.price;
  }
  return parts.length < 2 ? '' : parts.join('; ');
}
