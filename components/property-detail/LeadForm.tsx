'use client';

import { useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ServerForm } from '@/components/forms/ServerForm';
import { Field } from '@/components/ui/Field';
import { leadSources, leadTitles } from '@/lib/forms/lead-options';
import { propertyText } from '@/lib/messages/property';
import type { Named } from '@/lib/vst/common';
import type { LeadFormLiveProps } from './LeadFormLive';
import { SelectField } from './SelectField';

type LeadFormProps = { propertyId: number; states: Named[]; heading?: string };

export type LeadFieldName = 'title' | 'name' | 'email' | 'phone' | 'state_id' | 'platform';
/** Draws the form's fields, each given the props `field(name)` returns (a registration, or just its name). */
export type LeadFields = (field: (name: LeadFieldName) => object) => ReactNode;
/** Where the plain form was when the live one took over: what was typed, the field in use, a send asked for. */
export type LeadFormStart = { values: Partial<Record<LeadFieldName, string>>; focused: string | null; submit: boolean };

const titleOptions = leadTitles.map((title) => ({ value: title, label: title }));

/**
 * The enquiry form. Most visitors never use it, so its validation and sending code (zod and
 * react-hook-form, most of the page's own JavaScript) loads when a visitor first reaches into it
 * (pointer, focus or a send: ./LeadFormLive); until then the same fields are plain HTML. What was
 * typed meanwhile is carried over, focus stays in its field, and a send asked for goes ahead.
 */
export function LeadForm({ heading = propertyText.leadTitle, ...props }: LeadFormProps) {
  const headingId = useId();
  const plainForm = useRef<HTMLDivElement>(null);
  // Set by the first event that asks for the live form; whether a send was asked for while it loads.
  const loading = useRef<{ submit: boolean } | null>(null);
  const [live, setLive] = useState<{ Form: ComponentType<LeadFormLiveProps>; start: LeadFormStart } | null>(null);

  function load(submit = false) {
    if (loading.current) {
      loading.current.submit ||= submit;
      return;
    }
    loading.current = { submit };
    void import('./LeadFormLive').then((module) => {
      const form = plainForm.current?.querySelector('form');
      const active = document.activeElement;
      const values = form ? Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)])) : {};
      const focused = form && active instanceof HTMLElement && form.contains(active) ? active.getAttribute('name') : null;
      setLive({ Form: module.LeadFormLive, start: { values, focused, submit: loading.current?.submit ?? false } });
    });
  }

  const stateOptions = props.states.map((state) => ({ value: state.id, label: state.name }));
  const fields: LeadFields = (field) => (
    <>
      <SelectField label={propertyText.leadTitleLabel} placeholder={propertyText.choose} options={titleOptions} {...field('title')} />
      <Field label={propertyText.leadName} autoComplete="name" {...field('name')} />
      <Field label={propertyText.leadEmail} type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <Field label={propertyText.leadPhone} type="tel" autoComplete="tel" {...field('phone')} />
      <SelectField label={propertyText.leadState} placeholder={propertyText.choose} options={stateOptions} {...field('state_id')} />
      <SelectField label={propertyText.leadPlatform} placeholder={propertyText.choose} options={leadSources} {...field('platform')} />
    </>
  );

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {live ? (
        <live.Form {...props} labelledBy={headingId} start={live.start} fields={fields} />
      ) : (
        <div ref={plainForm} onPointerDown={() => load()} onFocus={() => load()}>
          <ServerForm
            state={{
              onSubmit: async (event) => {
                event?.preventDefault();
                load(true);
              },
              pending: false,
              banner: null,
              progress: null,
            }}
            submitLabel={propertyText.leadSubmit}
            labelledBy={headingId}
          >
            {fields((name) => ({ name }))}
          </ServerForm>
        </div>
      )}
    </section>
  );
}
