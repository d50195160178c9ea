import { approvalText } from '@/lib/messages/approval';
import styles from './Approval.module.css';

/** Property, Details, Wrap-Up: the current stage is marked for assistive technology and by colour. */
export function StepIndicator({ stage }: { stage: number }) {
  return (
    <ol className={styles.indicator} aria-label={approvalText.stepsLabel}>
      {approvalText.steps.map((name, index) => {
        const state = index < stage ? 'done' : index === stage ? 'current' : 'todo';
        return (
          <li key={name} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {name}
            <span className="visually-hidden">, {approvalText.stepState[state]}</span>
          </li>
        );
      })}
    </ol>
  );
}
