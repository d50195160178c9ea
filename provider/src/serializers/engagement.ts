import type { CommentRow, OfferRow } from '../queries/engagement';
import { fullName } from './fullName';

const personOf = (author: CommentRow['author']) => ({ id: author.id, name: fullName(author) });

/** The contract's comment item; the author is `offer_by` on comments too. */
export const toComment = ({ comment, author }: CommentRow) => ({
  id: comment.id,
  comment: comment.comment,
  date: comment.createdAt.toISOString(),
  offer_by: personOf(author),
});

export const toOffer = ({ offer, author }: OfferRow) => ({
  id: offer.id,
  name: offer.name,
  phone_no: offer.phoneNo,
  amount: offer.amount,
  note: offer.note,
  date: offer.createdAt.toISOString(),
  offer_by: personOf(author),
});
