import { buttonClassName } from '@/components/ui/Button';
import { shareText } from '@/lib/messages/share';
import { whatsAppShareHref } from '@/lib/share';

type WhatsAppShareProps = {
  /** What the message says before the address: a property's name and price, a tip's title. */
  text: string;
  /** The page's absolute address. */
  url: string;
  className?: string;
};

/** 'Share on WhatsApp': opens WhatsApp (the app on a phone, the web page elsewhere) with the text and the address. */
export function WhatsAppShare({ text, url, className }: WhatsAppShareProps) {
  return (
    <a href={whatsAppShareHref(text, url)} className={className ?? buttonClassName('secondary')} target="_blank" rel="noopener noreferrer">
      {shareText.whatsApp}
    </a>
  );
}
