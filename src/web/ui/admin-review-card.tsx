import type { ReactNode } from 'react';
import type { z } from 'zod';
import { t } from '../lib/common-i18n';
import { fieldProps, useSchemaForm } from '../lib/schema-form';
import type { ReviewDecision, ReviewMove } from '../lib/use-status-review';
import { DecisionButtons } from './decision-buttons';
import { TextAreaField } from './text-area-field';

/** A request schema's one optional notes field, the part of it the card's form checks. */
type NotesSchema = z.ZodType<{ notes: string | null }, { notes?: string | null }>;

/**
 * One item of an admin's review queue (Job Management, Event Management): its title
 * and byline (with `aside` beside them), its facts, what the caller adds below them,
 * the notes already given, then the notes field and the tab's moves. Each move sends
 * the notes typed here; while any item's move is on its way, every button waits.
 */
export function AdminReviewCard<A extends string, S extends string>({
  id,
  title,
  byline,
  aside,
  facts,
  children,
  adminNotes,
  notesSchema,
  notesId,
  placeholder,
  hint,
  moves,
  primary,
  processing,
  onMove,
}: ReviewDecision<A, S> & {
  id: string;
  title: string;
  byline: ReactNode;
  aside?: ReactNode;
  /** The label and value rows under the title; a null row is left out. */
  facts: ({ label: string; value: ReactNode } | null)[];
  children: ReactNode;
  adminNotes: string | null;
  notesSchema: NotesSchema;
  notesId: string;
  placeholder?: string;
  hint?: string;
  moves: readonly ReviewMove<A, S>[];
  /** The moves drawn as the main one. */
  primary: readonly A[];
}) {
  const form = useSchemaForm(notesSchema, { defaultValues: { notes: '' } });
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-stone-900">{title}</h3>
          <p className="text-sm text-stone-600">{byline}</p>
        </div>
        {aside}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map((fact) =>
          fact ? (
            <div key={fact.label} className="flex gap-2">
              <dt className="shrink-0 text-stone-500">{fact.label}</dt>
              <dd className="min-w-0 break-words">{fact.value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {children}
      {adminNotes ? (
        <p className="rounded-lg bg-stone-50 p-2 text-sm text-stone-700 ring-1 ring-stone-200">
          <span className="font-semibold">{t('common.adminNotes.given')}</span> {adminNotes}
        </p>
      ) : null}
      {moves.length > 0 ? (
        <>
          <TextAreaField
            {...fieldProps(form, 'notes', notesId)}
            label={t('common.adminNotes.label')}
            rows={2}
            placeholder={placeholder}
            hint={hint}
          />
          <DecisionButtons
            actions={moves}
            subject={title}
            primary={primary}
            busy={processing !== null}
            pending={processing?.id === id ? processing.action : null}
            onChoose={(move) =>
              void form.handleSubmit(({ notes }) => onMove(id, move, notes ?? ''))()
            }
          />
        </>
      ) : null}
    </li>
  );
}
