import { render, screen } from '@testing-library/react';
import { photoReviewText } from '@/lib/messages/photo-review';
import type { MyPropertyCard } from '@/lib/vst/dashboard';
import { PhotoReviewNotice } from './PhotoReviewNotice';

const card = (extra: Partial<MyPropertyCard>) => ({ id: 9, name: 'Flat in Yaba', relation: 'uploaded', ...extra }) as MyPropertyCard;

it('tells the owner their listing is held for staff, and why', () => {
  render(<PhotoReviewNotice property={card({ in_review: true, same_photos_as: [] })} />);
  expect(screen.getByRole('note')).toHaveTextContent(photoReviewText.ownerInReview);
});

it('points the owner at their own listing with the same photos', () => {
  render(<PhotoReviewNotice property={card({ in_review: false, same_photos_as: [{ id: 3, name: 'Flat in Yaba, first' }] })} />);
  expect(screen.getByRole('note')).toHaveTextContent(photoReviewText.ownerListedTwiceAdvice);
  expect(screen.getByRole('link', { name: 'Flat in Yaba, first' })).toHaveAttribute('href', '/property/3');
});

it('says nothing for a listing whose photos matched nothing, or a provider without the review', () => {
  const { container } = render(<PhotoReviewNotice property={card({ in_review: false, same_photos_as: [] })} />);
  expect(container).toBeEmptyDOMElement();
  const { container: without } = render(<PhotoReviewNotice property={card({})} />);
  expect(without).toBeEmptyDOMElement();
});
