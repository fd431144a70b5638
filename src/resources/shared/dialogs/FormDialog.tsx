import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { Form, useTranslate, type RaRecord } from 'ra-core';
import { useFormState } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, nestedContractResolver } from '../forms/contractResolver';
import { DirtyWatcher } from '../forms/DirtyWatcher';
import { translateFormMessage } from '../../../i18n/contractMessages';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { fieldErrorsOf } from './useRecordMutations';
import { isRecordChanged } from './recordChanged';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** The contract's schema for this form: the one the server validates with. */
  schema: z.ZodType;
  /** Initial values: empty for add, the row in form format for edit. */
  values?: Partial<RaRecord>;
  /** Form fields the schema does not hold but the call needs (the logo file). */
  keep?: readonly string[];
  /** Saves the values; rejects to keep the dialog open (the caller has shown the error). */
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
  /** Called after a successful save, before the dialog closes. */
  onSaved?: (answer: unknown) => void;
  /**
   * For an edit: reads the record again after the server said someone else changed it. The caller
   * then passes the fresh record as `values` (and its new version), under a new `key`.
   */
  onReload?: () => Promise<unknown>;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  submitLabel?: string;
  /** A form whose values nest (a work order's lines): each message goes to the field at its whole path (`lines.2.hours`). */
  nested?: boolean;
  /** In a nested form, where a message stands whose field the form does not show (nestedContractResolver's `route`). */
  errorPath?: (path: string[], values: Record<string, unknown>) => string[];
  /** What the dialog offers beside Cancel and Save, at its start: an edit's "History". */
  startActions?: ReactNode;
  children: ReactNode;
}

/**
 * Every add and edit dialog (docs/screens.md, Dialogs). Required-field messages appear only after a submit (the
 * form validates on submit, then again as fields change); the submit button reads "Loading..."
 * while the call is pending; closing a form with entered data asks first; a successful save closes
 * the dialog, and since the form is built anew on each opening, the next add starts empty.
 */
export function FormDialog({
  open,
  title,
  schema,
  values,
  keep,
  onSave,
  onSaved,
  onReload,
  onClose,
  maxWidth = 'sm',
  submitLabel,
  nested = false,
  errorPath,
  startActions,
  children,
}: FormDialogProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const [changed, setChanged] = useState(false);
  const [reloading, setReloading] = useState(false);
  const changedAlert = useRef<HTMLDivElement>(null);
  // Saved from the foot of a long form (a phone), the message at its head would go unseen.
  useEffect(() => {
    if (changed) changedAlert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [changed]);
  const resolver = useMemo(
    () =>
      nested
        ? nestedContractResolver(schema, (message) => translateFormMessage(translate, message), undefined, errorPath)
        : contractResolver(schema, (message) => translateFormMessage(translate, message), keep),
    [schema, translate, keep, nested, errorPath],
  );

  const requestClose = () => {
    if (dirty.current) setAsking(true);
    else onClose();
  };

  const submit = async (formValues: Record<string, unknown>) => {
    try {
      const answer = await onSave(formValues);
      dirty.current = false;
      onSaved?.(answer);
      onClose();
      return undefined;
    } catch (error) {
      if (isRecordChanged(error)) {
        setChanged(true);
        return undefined;
      }
      const fields = fieldErrorsOf(error);
      return (
        fields && Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, translateFormMessage(translate, message)]))
      );
    }
  };

  return (
    <>
      <Dialog open={open} onClose={requestClose} fullWidth maxWidth={maxWidth} fullScreen={fullScreen} aria-labelledby="form-dialog-title">
        <Form record={values} resolver={resolver} onSubmit={submit} noValidate disableInvalidFormNotification>
          <DirtyWatcher onChange={(isDirty) => (dirty.current = isDirty)} />
          <DialogTitle id="form-dialog-title">{title}</DialogTitle>
          <DialogContent>
            {changed && (
              <Alert
                ref={changedAlert}
                severity="warning"
                sx={{ mb: 2 }}
                action={
                  onReload && (
                    <Button
                      color="inherit"
                      size="small"
                      disabled={reloading}
                      onClick={async () => {
                        setReloading(true);
                        try {
                          await onReload();
                        } finally {
                          setReloading(false);
                        }
                      }}
                    >
                      {translate('fleet.form.reload')}
                    </Button>
                  )
                }
              >
                <AlertTitle>{translate('fleet.form.changed_title')}</AlertTitle>
                {translate('fleet.form.changed_body')}
              </Alert>
            )}
            {children}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            {startActions && <Box sx={{ mr: 'auto' }}>{startActions}</Box>}
            <Button onClick={requestClose}>{translate('fleet.form.cancel')}</Button>
            <SubmitButton label={submitLabel ?? translate('fleet.form.save')} />
          </DialogActions>
        </Form>
      </Dialog>
      <UnsavedChangesDialog
        open={asking}
        onKeepEditing={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          dirty.current = false;
          onClose();
        }}
      />
    </>
  );
}

function SubmitButton({ label }: { label: string }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {isSubmitting ? translate('fleet.form.loading') : label}
    </Button>
  );
}
