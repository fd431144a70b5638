import { useFormState } from 'react-hook-form';

/**
 * Keeps a dialog or a page told whether its form holds entered data, without rendering it again: closing
 * or leaving with changes asks first (docs/screens.md, Dialogs). Rendered inside the form.
 */
export function DirtyWatcher({ onChange }: { onChange: (isDirty: boolean) => void }) {
  const { isDirty } = useFormState();
  onChange(isDirty);
  return null;
}
