import Link from 'next/link';
import { imageVariantProps } from '@/lib/images/variants';
import { PropertyImage } from '@/components/property/PropertyImage';
import { Alert } from '@/components/ui/Alert';
import { buttonClassName } from '@/components/ui/Button';
import { dashboardText } from '@/lib/messages/dashboard';
import { getMyHomeServices } from '@/server/vst/dashboard';
import { EmptyState } from './DashboardPropertyList';
import styles from './Dashboard.module.css';

/** The home services the user offers, each with its public profile and its edit page. */
export async function MyHomeServices() {
  const result = await getMyHomeServices();
  return (
    <section aria-labelledby="home-services-heading">
      <div className={styles.toolbar}>
        <h2 id="home-services-heading">{dashboardText.homeServicesTitle}</h2>
        <Link href="/join_as_pro" className={buttonClassName('primary')}>{dashboardText.addHomeService}</Link>
      </div>
      {!result.ok ? (
        <Alert tone="error">{result.detail}</Alert>
      ) : result.data.length === 0 ? (
        <EmptyState>{dashboardText.noHomeServices}</EmptyState>
      ) : (
        <ul className={styles.grid}>
          {result.data.map((service) => (
            <li key={service.homeServiceID} className={`${styles.item} ${styles.card}`}>
              {service.image_link ? <PropertyImage {...imageVariantProps(service.image_link, 'card')} alt="" className={styles.serviceImage} /> : null}
              <h3>{service.service_title}</h3>
              {service.business_description ? <p>{service.business_description}</p> : null}
              <div role="group" aria-label={dashboardText.serviceLinks(service.service_title)} className={styles.actions}>
                <Link href={`/home-service-pro/details?id=${service.homeServiceID}`} className={buttonClassName('secondary')}>{dashboardText.viewProfile}</Link>
                <Link href={`/home-service/edit?id=${service.homeServiceID}`} className={buttonClassName('secondary')}>{dashboardText.edit}</Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
