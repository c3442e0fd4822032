/** The look of the dashboard's dropdown menus (Notifications and More). */
export const menuContentClassName =
  'z-50 min-w-56 max-w-[calc(100vw-2rem)] rounded-xl border border-stone-200 bg-white p-1 text-sm shadow-lg';

export const menuItemClassName =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-stone-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

export const menuLabelClassName =
  'px-3 py-2 text-xs font-semibold tracking-wide text-stone-500 uppercase';

export const menuSeparatorClassName = 'my-1 h-px bg-stone-200';
