import { imageVariantProps } from '@/lib/images/variants';
import { PropertyImage } from '@/components/property/PropertyImage';
import { propertyText } from '@/lib/messages/property';
import { Dialog } from '@/components/ui/Dialog';
import styles from './PropertyActions.module.css';

export function FloorPlanDialog({ floorPlans, onClose }: { floorPlans: string[]; onClose: () => void }) {
  return (
    <Dialog title={propertyText.floorPlanTitle} onClose={onClose}>
      {floorPlans.length === 0 ? (
        <p>{propertyText.noFloorPlan}</p>
      ) : (
        <ul className={styles.floorPlans}>
          {floorPlans.map((link, index) => (
            <li key={link}>
              <PropertyImage {...imageVariantProps(link, 'dialog')} alt={propertyText.floorPlanAlt(index + 1)} className={styles.floorPlan} priority />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
