import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  type NewBusinessInput,
  businessManagementMessages as text,
} from '../../../../domain/business-management';
import { CATEGORIES } from '../../../../domain/categories';
import { fieldErrorOf } from '../../../lib/api-client';
import { toastFailure } from '../../../lib/failure-toast';
import { Dialog } from '../../../ui/dialog';
import { DialogFooter } from '../../../ui/dialog-footer';
import { SelectField } from '../../../ui/select-field';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useAddBusiness } from '../api/businesses';

type Fields = Record<Exclude<keyof NewBusinessInput, 'category'>, string> & { category: string };

const EMPTY: Fields = {
  name: '',
  category: '',
  address: '',
  city: '',
  state: 'TX',
  zipCode: '',
  phone: '',
  email: '',
  website: '',
  description: '',
};

const TEXT_FIELDS: { field: keyof Fields; label: string; required?: boolean; type?: string }[] = [
  { field: 'address', label: 'Address' },
  { field: 'city', label: 'City', required: true },
  { field: 'state', label: 'State', required: true },
  { field: 'zipCode', label: 'ZIP Code' },
  { field: 'phone', label: 'Phone', type: 'tel' },
  { field: 'email', label: 'Email', type: 'email' },
  { field: 'website', label: 'Website' },
];

/** A listing added by hand, on plan free; the server refuses a name taken in that city. */
export function AddBusinessDialog({ onClose }: { onClose: () => void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const add = useAddBusiness();
  const set = (field: keyof Fields) => (value: string) =>
    setFields((f) => ({ ...f, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(fields as NewBusinessInput, {
      onSuccess: () => {
        toast.success(text.created);
        onClose();
      },
      onError: (error) => toastFailure('Failed to add the business.', error),
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Add Business"
      description="The new listing starts on the free plan."
      className="max-w-2xl"
      footer={
        <DialogFooter
          form="add-business-form"
          actionLabel="Add Business"
          pendingLabel="Adding..."
          pending={add.isPending}
          onCancel={onClose}
        />
      }
    >
      <form
        id="add-business-form"
        onSubmit={submit}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField
          id="add-business-name"
          label="Business Name"
          required
          value={fields.name}
          onChange={(e) => set('name')(e.target.value)}
          error={fieldErrorOf(add.error, 'name')}
        />
        <SelectField
          id="add-business-category"
          label="Category"
          required
          options={CATEGORIES}
          emptyLabel="Select a category"
          value={fields.category}
          onChange={(e) => set('category')(e.target.value)}
          error={fieldErrorOf(add.error, 'category')}
        />
        {TEXT_FIELDS.map(({ field, label, required, type }) => (
          <TextField
            key={field}
            id={`add-business-${field}`}
            label={label}
            required={required}
            type={type}
            value={fields[field]}
            onChange={(e) => set(field)(e.target.value)}
            error={fieldErrorOf(add.error, field)}
          />
        ))}
        <div className="sm:col-span-2">
          <TextAreaField
            id="add-business-description"
            label="Description"
            rows={3}
            value={fields.description}
            onChange={(e) => set('description')(e.target.value)}
            error={fieldErrorOf(add.error, 'description')}
          />
        </div>
      </form>
    </Dialog>
  );
}
