import type { HomeServiceRow, ReviewRow } from '../queries/services';
import { fileLink } from './fileLink';
import { fullName } from './fullName';

/** Stars to one decimal, as the review banner shows them; null when nobody has reviewed yet. */
const oneDecimal = (value: string | number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** The contract's HomeService, with the rating computed from its reviews. */
export function toHomeService(row: HomeServiceRow, publicUrl: string) {
  const { service } = row;
  return {
    homeServiceID: service.id,
    service_title: service.title,
    home_service_category_id: service.categoryId,
    home_service_category_type_id: service.categoryTypeId,
    category: row.category,
    category_type: row.categoryType,
    business_description: service.description,
    business_email: service.email,
    business_phone: service.phone,
    business_address: service.address,
    web_address: service.webAddress,
    years_of_experience: service.yearsOfExperience,
    image_link: fileLink(publicUrl, service.imageKey),
    facebook_link: service.facebookLink,
    twitter_link: service.twitterLink,
    instagram_link: service.instagramLink,
    linkedin_link: service.linkedinLink,
    owner: { id: row.owner.id, name: fullName(row.owner) },
    rating: { average: oneDecimal(row.averageRating), count: row.reviewCount ?? 0 },
    date_created: service.createdAt.toISOString(),
  };
}

/** A review as the public sees it: the reviewer's e-mail and phone stay with the provider. */
export function toReview({ review, serviceTitle }: ReviewRow) {
  const ratings = [review.marketExpert, review.responsiveness, review.negotiationSkill, review.professionalismCommunication];
  return {
    reviewID: review.id,
    home_service_id: review.homeServiceId,
    service_title: serviceTitle,
    reviewer_name: review.reviewerName,
    message: review.message,
    market_expert: review.marketExpert,
    responsiveness: review.responsiveness,
    negotiation_skill: review.negotiationSkill,
    professionalism_communication: review.professionalismCommunication,
    rating: oneDecimal(ratings.reduce((sum, stars) => sum + stars, 0) / ratings.length),
    date_created: review.createdAt.toISOString(),
  };
}
