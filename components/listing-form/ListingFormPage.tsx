import { allFilesRequired, emptyListingText, type ListingFileField, type RequiredFiles } from '@/lib/forms/listing';
import { listingTextFromProperty } from '@/lib/listing-form/from-property';
import { listingFormText as text } from '@/lib/messages/listing-form';
import type { PropertyDetail } from '@/lib/vst/property';
import { getListingReferences } from '@/server/vst/listing';
import { ListingForm } from './ListingForm';
import styles from './ListingForm.module.css';

const noExistingFiles: Record<ListingFileField, string[]> = { primary_image: [], other_images: [], property_documents: [], floor_plan: [] };

/** The create or edit page's body (server): the reference lists and starting values, then the form. */
export async function ListingFormPage({ userID, property }: { userID: number; property?: PropertyDetail }) {
  // The choices the dependent lists follow do not depend on the payment plans the edit's values need.
  const selection = property ? listingTextFromProperty(property, []) : emptyListingText;
  const { references, paymentPlanOptions } = await getListingReferences(selection);
  const initialValues = property ? listingTextFromProperty(property, paymentPlanOptions) : emptyListingText;
  const existingFiles = property
    ? {
        ...noExistingFiles,
        primary_image: property.primary_image_link ? [property.primary_image_link] : [],
        other_images: property.other_image_links.map((image) => image.link),
        floor_plan: property.floor_plan.map((image) => image.link),
      }
    : noExistingFiles;
  // An edit needs an image and a floor plan only when the property has none; documents never.
  const requiredFiles: RequiredFiles = property
    ? { primary_image: existingFiles.primary_image.length === 0, floor_plan: existingFiles.floor_plan.length === 0, property_documents: false }
    : allFilesRequired;

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{property ? text.editTitle : text.createTitle}</h1>
      <p className={styles.intro}>{property ? text.editIntro : text.createIntro}</p>
      <ListingForm
        userID={userID}
        propertyID={property?.propertyID}
        initialValues={initialValues}
        references={references}
        existingFiles={existingFiles}
        requiredFiles={requiredFiles}
      />
    </div>
  );
}
