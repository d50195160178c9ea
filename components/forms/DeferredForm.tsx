'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Alert } from '@/components/ui/Alert';
import { uiText } from '@/lib/messages/ui';
import { ServerForm } from './ServerForm';

/**
 * Draws a form's fields. `field(name)` gives each control its props (a react-hook-form registration
 * with its message, or just its name in the plain form); `valueOf(name)` is a text field's current
 * value, for what is shown beside it (a character count; empty in the plain form).
 */
export type FormFields<Name extends string> = (field: (name: Name) => object, valueOf: (name: Name) => string) => ReactNode;

/** What every live form is given besides its own props: it draws `fields` in a ServerForm labelled by `labelledBy`, sent by a button saying `submitLabel`. */
export type LiveFormProps<Name extends string> = { fields: FormFields<Name>; labelledBy: string; submitLabel: string };

type DeferredFormProps<Name extends string, Props> = {
  /**
   * Loads the live form: `() => import('./XLive').then((module) => module.XLive)`, a chunk of its own
   * (components/ui/loadOnFirstUse.ts says why this, and not next/dynamic).
   */
  load: () => Promise<ComponentType<Props & LiveFormProps<Name>>>;
  /** The live form's own props. */
  liveProps: Props;
  fields: FormFields<Name>;
  submitLabel: string;
  labelledBy: string;
  /** What the plain form's fields start with (the live form's own defaults, where not empty). */
  plainValues?: Partial<Record<Name, string>>;
};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** A text control's selection (the caret, when start and end are equal). */
type Selection = { start: number; end: number; direction: 'forward' | 'backward' | 'none' };
/** One control of the plain form as the visitor left it. */
type ControlState = { name: string; value: string; checked: boolean; files: File[]; selection: Selection | null };
/** Where the visitor was when the live form took over: every control, the one in use, a send asked for. */
type Handover = { controls: (ControlState | null)[]; focused: number; submit: boolean };

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** The selection of a control that has one (text inputs, text areas); null for the others, which throw on being asked. */
function selectionOf(control: Control): Selection | null {
  if (control instanceof HTMLSelectElement || control.selectionStart === null || control.selectionEnd === null) return null;
  return { start: control.selectionStart, end: control.selectionEnd, direction: control.selectionDirection ?? 'none' };
}
const noValue = () => '';
/** How long after a press is released its click may still come (a press released elsewhere brings none). */
const CLICK_AFTER_RELEASE_MS = 150;

/** Puts files into a file input as if chosen there, so the live form's change handler takes them. */
function chooseFiles(input: HTMLInputElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Gives a live control what the visitor left in the plain one, as if they had done it there, so
 * react-hook-form takes it as typed (its defaults stay empty: a reset after a send empties the form).
 */
function restore(control: Control, state: ControlState) {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.checked !== state.checked) control.click();
  } else if (control instanceof HTMLInputElement && control.type === 'file') {
    if (state.files.length > 0) chooseFiles(control, state.files);
  } else if (state.value !== control.value) {
    // The prototype's setter: React ignores an input event for a value set through its own.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, state.value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/**
 * A form whose validation and sending code (zod and react-hook-form, most of a page's own JavaScript)
 * loads only when a visitor first reaches into it: pointer, focus, a change (autofill, a file) or a
 * send. Until then the same fields are plain HTML. A press is let finish first (its click may be the
 * send). The live form replaces the plain one in the same task as the plain one is read (flushSync),
 * so no keystroke falls between; it is then given what was typed, checked and chosen (also a file
 * picked in a dialog that was open while it took over), focus goes back to the control in use and a
 * send asked for goes ahead. Both forms are drawn by `fields`, so their controls match one for one.
 * Its code may fail to arrive (flaky mobile data): the next reach into the form loads it again, and a
 * send that was waiting for it says so instead of doing nothing.
 */
export function DeferredForm<Name extends string, Props extends object>(props: DeferredFormProps<Name, Props>) {
  const { load, liveProps, fields, submitLabel, labelledBy, plainValues } = props;
  const plainForm = useRef<HTMLFormElement>(null);
  const liveWrapper = useRef<HTMLDivElement>(null);
  // Set by the event that asks for the live form (again after a failed load): whether a send was asked for while it loads.
  const loading = useRef<{ submit: boolean } | null>(null);
  // A press under way on the plain form: the swap waits for its end, or its click would be lost.
  const press = useRef<Promise<void> | null>(null);
  // The live form failed to load for a send: the plain form says so until the next send.
  const [loadFailedOnSend, setLoadFailedOnSend] = useState(false);
  const [live, setLive] = useState<{ Form: ComponentType<Props & LiveFormProps<Name>>; handover: Handover } | null>(null);

  function takeOver(submit = false) {
    if (loading.current) {
      loading.current.submit ||= submit;
      return;
    }
    loading.current = { submit };
    void load().then(async (Form) => {
      // A press under way (perhaps begun while the code loaded) ends first.
      while (press.current) await press.current;
      const form = plainForm.current;
      const elements = form ? [...form.elements] : [];
      const controls = elements.map((element) =>
        isControl(element)
          ? {
              name: element.name,
              value: element.value,
              checked: element instanceof HTMLInputElement && element.checked,
              files: element instanceof HTMLInputElement && element.files ? [...element.files] : [],
              selection: selectionOf(element),
            }
          : null,
      );
      const focused = elements.findIndex((element) => element === document.activeElement);
      flushSync(() => setLive({ Form, handover: { controls, focused, submit: loading.current?.submit ?? false } }));
    }, loadFailed);
  }

  /** The live form's code did not arrive. Only a send is told: a focus or a keystroke just lets the next one try again. */
  function loadFailed() {
    if (loading.current?.submit) setLoadFailedOnSend(true);
    loading.current = null;
  }

  function pressed() {
    press.current ??= new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const end = () => {
        window.removeEventListener('click', end);
        window.removeEventListener('pointerup', released);
        window.removeEventListener('pointercancel', end);
        clearTimeout(timer);
        press.current = null;
        // After the click's own work (a submit button's send) is done.
        setTimeout(resolve, 0);
      };
      const released = () => {
        timer = setTimeout(end, CLICK_AFTER_RELEASE_MS);
      };
      window.addEventListener('click', end);
      window.addEventListener('pointerup', released);
      window.addEventListener('pointercancel', end);
    });
    takeOver();
  }

  // Once the live form is in the page (and its own effects ran): what the visitor left, focus, the send.
  const handover = live?.handover;
  useEffect(() => {
    const form = liveWrapper.current?.querySelector('form');
    if (!form || !handover) return;
    const elements = [...form.elements];
    handover.controls.forEach((state, index) => {
      const control = elements[index];
      if (state && control && isControl(control) && control.name === state.name) restore(control, state);
    });
    const focused = elements[handover.focused];
    if (focused instanceof HTMLElement) focused.focus();
    // The caret or selection as the visitor left it, once the renders the restored values cause are
    // done (setting a value moves the caret): what they type next replaces a selected value (as a
    // select-all then typing, or an autofill, expects) instead of landing after it.
    const selection = handover.controls[handover.focused]?.selection;
    if (selection && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
      queueMicrotask(() => {
        if (document.activeElement === focused && selectionOf(focused)) focused.setSelectionRange(selection.start, selection.end, selection.direction);
      });
    }
    // After the renders what was given causes (queued before this), so the send sees all of it.
    if (handover.submit) queueMicrotask(() => form.requestSubmit());
  }, [handover]);

  // The plain form, also once it has left the page: a file dialog opened from it may close after the
  // live form took over, and the file chosen there goes on to the live form's input of that name.
  useEffect(() => {
    const form = plainForm.current;
    const handOverLateFile = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || input.isConnected || !input.files) return;
      const liveInput = liveWrapper.current?.querySelector('form')?.elements.namedItem(input.name);
      if (liveInput instanceof HTMLInputElement) chooseFiles(liveInput, [...input.files]);
    };
    form?.addEventListener('change', handOverLateFile);
    return () => form?.removeEventListener('change', handOverLateFile);
  }, []);

  if (live) {
    return (
      <div ref={liveWrapper}>
        <live.Form {...liveProps} fields={fields} labelledBy={labelledBy} submitLabel={submitLabel} />
      </div>
    );
  }
  return (
    <div onPointerDown={pressed} onFocus={() => takeOver()} onChange={() => takeOver()}>
      <ServerForm
        // A stand-in for useServerForm's state: a send asks for the live form.
        state={{
          onSubmit: async (event) => {
            event?.preventDefault();
            // As a live form's send does, this one clears the failure of the last.
            setLoadFailedOnSend(false);
            takeOver(true);
          },
          pending: false,
          banner: null,
          progress: null,
        }}
        submitLabel={submitLabel}
        labelledBy={labelledBy}
        formRef={plainForm}
      >
        {fields((name) => ({ name, defaultValue: plainValues?.[name] }), noValue)}
        {/* Just above the send button, where the visitor who pressed it is looking. */}
        {loadFailedOnSend ? <Alert tone="error">{uiText.partFailedToLoad}</Alert> : null}
      </ServerForm>
    </div>
  );
}
