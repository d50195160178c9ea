import type { HomeServiceTextValues } from '@/lib/forms/services';
import type { HomeService } from '@/lib/vst/services';

/** The edit form's starting values: the service as the provider holds it, as the form's strings. */
export function homeServiceTextOf(service: HomeService): HomeServiceTextValues {
  return {
    service_title: service.service_title,
    home_service_category_id: String(service.home_service_category_id),
    home_service_category_type_id: String(service.home_service_category_type_id),
    business_description: service.business_description,
    business_email: service.business_email,
    business_phone: service.business_phone,
    business_address: service.business_address,
    web_address: service.web_address,
    years_of_experience: String(service.years_of_experience),
    facebook_link: service.facebook_link ?? '',
    twitter_link: service.twitter_link ?? '',
    instagram_link: service.instagram_link ?? '',
    linkedin_link: service.linkedin_link ?? '',
  };
}
