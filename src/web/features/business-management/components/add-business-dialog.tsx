import {
  type NewBusinessInput,
  newBusinessSchema,
  businessManagementMessages as text,
} from '#domain/business-management.js';
import { CATEGORIES } from '#domain/categories.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { fieldProps, setServerErrors, useSchemaForm } from '#web/lib/schema-form.js';
import { toast } from '#web/lib/toast.js';
import { FormDialog } from '#web/ui/dialog.js';
import { SelectField } from '#web/ui/select-field.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { TextField } from '#web/ui/text-field.js';
import { useAddBusiness } from '../api/businesses';

const EMPTY: NewBusinessInput = {
  name: '',
  category: '' as NewBusinessInput['category'],
  address: '',
  city: '',
  state: 'TX',
  zipCode: '',
  phone: '',
  email: '',
  website: '',
  description: '',
};
const NAMES = Object.keys(EMPTY) as (keyof NewBusinessInput)[];

type TextName = Exclude<keyof NewBusinessInput, 'name' | 'category' | 'description'>;

const TEXT_FIELDS: { field: TextName; label: string; required?: boolean; type?: string }[] = [
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
  const add = useAddBusiness();
  const form = useSchemaForm(newBusinessSchema, { defaultValues: EMPTY });
  const field = (name: keyof NewBusinessInput) => fieldProps(form, name, `add-business-${name}`);

  const submit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: () => {
        toast.success(text.created);
        onClose();
      },
      onError: (error) => {
        toastFailure('Failed to add the business.', error);
        setServerErrors(form.setError, error, NAMES);
      },
    }),
  );

  return (
    <FormDialog
      onClose={onClose}
      title="Add Business"
      description="The new listing starts on the free plan."
      className="max-w-2xl"
      formId="add-business-form"
      onSubmit={submit}
      formClassName="grid gap-4 sm:grid-cols-2"
      actionLabel="Add Business"
      pendingLabel="Adding..."
      pending={add.isPending}
    >
      <TextField {...field('name')} label="Business Name" required />
      <SelectField
        {...field('category')}
        label="Category"
        required
        options={CATEGORIES}
        emptyLabel="Select a category"
      />
      {TEXT_FIELDS.map(({ field: name, label, required, type }) => (
        <TextField key={name} {...field(name)} label={label} required={required} type={type} />
      ))}
      <div className="sm:col-span-2">
        <TextAreaField {...field('description')} label="Description" rows={3} />
      </div>
    </FormDialog>
  );
}
