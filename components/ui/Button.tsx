import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost';

export function buttonClassName(variant: Variant = 'primary', block = false): string {
  return [styles.button, styles[variant], block ? styles.block : ''].filter(Boolean).join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** To move focus back to the button (React 19 passes refs as props). */
  ref?: Ref<HTMLButtonElement>;
  variant?: Variant;
  block?: boolean;
  /** Shows a busy state and disables the button while a request is in flight. */
  pending?: boolean;
};

export function Button({ variant = 'primary', block, pending, disabled, children, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClassName(variant, block), className].filter(Boolean).join(' ')}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}
