import { useState } from 'react';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHODS,
  PLAN_DIALOG_LABELS,
  planChangeSchema,
  businessManagementMessages as text,
} from '#domain/business-management.js';
import { PLAN_IDS, PLANS, type PlanId } from '#domain/plans.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { fieldProps, useSchemaForm } from '#web/lib/schema-form.js';
import { toast } from '#web/lib/toast.js';
import { FormDialog } from '#web/ui/dialog.js';
import { inputClassName } from '#web/ui/form-field.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { useChangePlan } from '../api/businesses';
import type { BusinessDialogProps } from './edit-business-dialog';

const priceText = (plan: PlanId) =>
  PLANS[plan].priceMonthlyUsd === 0 ? 'Free' : `$${PLANS[plan].priceMonthlyUsd}/month`;

/** The admin sets a plan by hand and says how it was paid (spec 001 sections 4 and 9). */
export function PlanChangeDialog({ business, onClose }: BusinessDialogProps) {
  const change = useChangePlan();
  const form = useSchemaForm(planChangeSchema, {
    defaultValues: { plan: business.plan, paymentMethod: DEFAULT_PAYMENT_METHOD, notes: '' },
  });
  // A hand-made change leaves the Stripe subscription billing; the admin must say they know.
  const paidThroughStripe = business.paymentMethod === 'stripe' && business.plan !== 'free';
  const [understood, setUnderstood] = useState(false);

  const { register } = form;
  const save = form.handleSubmit(({ notes, ...input }) => {
    if (paidThroughStripe && !understood) return;
    change.mutate(
      { id: business.id, input: { ...input, notes: notes?.trim() || null } },
      {
        onSuccess: () => {
          toast.success(text.planUpdated);
          onClose();
        },
        onError: (error) => toastFailure(text.planFailed, error),
      },
    );
  });

  return (
    <FormDialog
      onClose={onClose}
      title={`Change plan: ${business.name}`}
      description={`Currently ${PLANS[business.plan].label}.`}
      formId="plan-change-form"
      onSubmit={save}
      formClassName="flex flex-col gap-5"
      actionLabel="Update Plan"
      pending={change.isPending}
      disabled={paidThroughStripe && !understood}
    >
      {paidThroughStripe ? (
        <div className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">
          <p id="plan-stripe-warning" role="alert">
            {text.stripePlanWarning}
          </p>
          <label className="flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              aria-describedby="plan-stripe-warning"
              checked={understood}
              onChange={(e) => setUnderstood(e.target.checked)}
            />
            {text.stripePlanConfirm}
          </label>
        </div>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">Plan</legend>
        {PLAN_IDS.map((id) => (
          <label
            key={id}
            className="flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm ring-1 ring-stone-200 has-checked:bg-brand-50 has-checked:ring-brand-600"
          >
            <span className="flex items-center gap-2 font-medium text-stone-900">
              <input
                type="radio"
                value={id}
                className="size-4 accent-brand-700"
                {...register('plan')}
              />
              {PLAN_DIALOG_LABELS[id]}
            </span>
            <span className="text-stone-600">{priceText(id)}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="plan-payment-method" className="text-sm font-medium text-stone-800">
          Payment Method
        </label>
        <select id="plan-payment-method" className={inputClassName} {...register('paymentMethod')}>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method} className="capitalize">
              {method[0].toUpperCase() + method.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField {...fieldProps(form, 'notes', 'plan-notes')} label="Notes" rows={3} />
    </FormDialog>
  );
}
