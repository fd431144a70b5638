import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Form, HttpError, useBasename, useCanAccess, useGetOne, useTranslate, type RaRecord } from 'ra-core';
import { SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { INSPECTION_FREQUENCIES } from '../../../contract/inspections';
import { seesAllCompanies } from '../../../contract/permissions';
import { inspectionFormInput } from '../../../contract/schemas/inspection-form';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { translateFormMessage } from '../../i18n/contractMessages';
import { LoadFailed, LoadingBlock } from '../../layout/QueryState';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { errorText } from '../../layout/notifications/errorText';
import { inspectionForms } from '../../resourceDefinitions/inspection-forms';
import { BranchesInput } from '../shared/BranchesInput';
import { CompanyInput } from '../shared/CompanyInput';
import { CheckboxInput } from '../shared/forms/CheckboxInput';
import { DirtyWatcher } from '../shared/forms/DirtyWatcher';
import { nestedContractResolver } from '../shared/forms/contractResolver';
import { ListGuard } from '../shared/list/ListGuard';
import { UnsavedChangesDialog } from '../shared/dialogs/UnsavedChangesDialog';
import { fieldErrorsOf, useRecordMutations } from '../shared/dialogs/useRecordMutations';
import { isRecordChanged } from '../shared/dialogs/recordChanged';
import { VEHICLE_TYPE_CHOICES } from '../vehicles/vehicleTypeChoices';
import { emptyForm, forContract, toEditorValues } from './editorValues';
import { SectionsEditor } from './SectionsEditor';
import { FormOverview } from './FormOverview';

const FREQUENCY_CHOICES = INSPECTION_FREQUENCIES.map((frequency) => ({
  id: frequency,
  name: `resources.inspection-forms.frequencies.${frequency}`,
}));

/**
 * An inspection form's page (docs/screens.md, Inspection forms): `inspection-forms/create` and
 * `inspection-forms/:id`. Admins edit the form and its sections and items, checked by the contract's
 * schema as the server checks it; the other roles see the form as the inspectors fill it in.
 */
export function InspectionFormEditor() {
  return (
    <ListGuard>
      <FormPage />
    </ListGuard>
  );
}

function FormPage() {
  const { id } = useParams();
  const creating = id === undefined;
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const action = creating ? 'create' : 'edit';
  const { canAccess, isPending: checking } = useCanAccess({ resource: inspectionForms.name, action });
  const { data: form, isPending, error, refetch } = useGetOne(inspectionForms.name, { id: id ?? '' }, { enabled: !creating, retry: false });
  const listPath = `${basename}/${inspectionForms.name}`;
  const heading = creating ? translate('resources.inspection-forms.add_title') : form?.name;
  const title = <ScreenTitle title={translate('resources.inspection-forms.name', { smart_count: 2 })} tab={heading} />;

  if (checking || (!creating && isPending)) {
    return (
      <>
        {title}
        <LoadingBlock minHeight={240} />
      </>
    );
  }
  if (creating && !canAccess) return <Navigate to={`${basename}/access-denied`} />;
  if (!creating && (error || !form)) {
    const notFound = error instanceof HttpError && error.status === 404;
    return (
      <>
        {title}
        <PageHeading heading={translate('resources.inspection-forms.show_title')} onBack={() => navigate(listPath)} />
        {notFound ? (
          <Alert severity="warning">{errorText(error, translate)}</Alert>
        ) : (
          <LoadFailed onRetry={refetch}>
            {translate('resources.inspection-forms.editor.load_failed')}: {errorText(error, translate)}
          </LoadFailed>
        )}
      </>
    );
  }
  if (!creating && !canAccess) {
    return (
      <>
        {title}
        <PageHeading heading={form!.name} onBack={() => navigate(listPath)} />
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.inspection-forms.editor.read_only')}
        </Alert>
        <FormOverview form={form!} />
      </>
    );
  }
  return (
    <>
      {title}
      <EditorForm
        // A form read again (after someone else's change) starts the editor again from what is stored now.
        key={form ? String(form.version) : 'new'}
        form={form}
        heading={heading ?? ''}
        onDone={() => navigate(listPath)}
        onReload={() => refetch()}
      />
    </>
  );
}

function PageHeading({ heading, onBack, children }: { heading: string; onBack: () => void; children?: ReactNode }) {
  const translate = useTranslate();
  const back = translate('resources.inspection-forms.editor.back');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
      <Tooltip title={back}>
        <IconButton onClick={onBack} aria-label={back}>
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      <Typography
        variant="h5"
        component="h2"
        sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' }, overflowWrap: 'anywhere', flex: 1 }}
      >
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

interface EditorFormProps {
  /** The stored form, or none for a new one. */
  form?: RaRecord;
  heading: string;
  onDone: () => void;
  onReload: () => Promise<unknown>;
}

function EditorForm({ form, heading, onDone, onReload }: EditorFormProps) {
  const translate = useTranslate();
  const role = useSignedInUser()?.role;
  const namesCompany = form === undefined && role !== undefined && seesAllCompanies(role);
  const mutations = useRecordMutations(inspectionForms.name);
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const [changed, setChanged] = useState(false);
  const initial = useMemo(() => (form ? toEditorValues(form) : emptyForm()), [form]);
  const resolver = useMemo(
    () =>
      // The update's version is added as it is sent (src/dataProvider/versions.ts).
      nestedContractResolver(inspectionFormInput, (message) => translateFormMessage(translate, message), forContract),
    [translate],
  );

  const leave = () => {
    if (dirty.current) setAsking(true);
    else onDone();
  };

  const submit = async (values: FieldValues) => {
    try {
      if (form) await mutations.update(form, values);
      else await mutations.create(values);
      dirty.current = false;
      onDone();
      return undefined;
    } catch (error) {
      if (isRecordChanged(error)) {
        setChanged(true);
        return undefined;
      }
      // The server's messages at their fields: `sections.0.items.2.label` is where the editor shows that item's label.
      const fields = fieldErrorsOf(error);
      return (
        fields && Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, translateFormMessage(translate, message)]))
      );
    }
  };

  return (
    <>
      <Form record={initial} resolver={resolver} onSubmit={submit} noValidate disableInvalidFormNotification>
        <DirtyWatcher onChange={(isDirty) => (dirty.current = isDirty)} />
        <PageHeading heading={heading} onBack={leave} />
        {changed && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void onReload()}>
                {translate('fleet.form.reload')}
              </Button>
            }
          >
            <AlertTitle>{translate('fleet.form.changed_title')}</AlertTitle>
            {translate('fleet.form.changed_body')}
          </Alert>
        )}
        <Card variant="outlined" component="section" aria-labelledby="form-about-title" sx={{ mb: 3 }}>
          <CardContent>
            <Typography id="form-about-title" variant="h6" component="h3" sx={{ mb: 1 }}>
              {translate('resources.inspection-forms.editor.about')}
            </Typography>
            {namesCompany && <CompanyInput label="resources.inspection-forms.fields.company_id" clearsBranches={false} />}
            <TextInput
              source="name"
              label="resources.inspection-forms.fields.name"
              helperText={translate('resources.inspection-forms.editor.name_hint')}
              isRequired
              fullWidth
            />
            <TextInput source="description" label="resources.inspection-forms.fields.description" multiline minRows={2} fullWidth />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2 }}>
              <SelectInput
                source="frequency"
                label="resources.inspection-forms.fields.frequency"
                choices={FREQUENCY_CHOICES}
                helperText={translate('resources.inspection-forms.editor.frequency_hint')}
                isRequired
                fullWidth
              />
              <SelectArrayInput
                source="vehicle_types"
                label="resources.inspection-forms.fields.vehicle_types"
                choices={VEHICLE_TYPE_CHOICES}
                helperText={translate('resources.inspection-forms.editor.types_hint')}
                fullWidth
              />
              <BranchesInput
                resource={inspectionForms.name}
                source="branch_ids"
                helperText={translate('resources.inspection-forms.editor.branches_hint')}
              />
            </Box>
            <CheckboxInput
              source="active"
              label="resources.inspection-forms.fields.active"
              helperText={translate('resources.inspection-forms.editor.active_hint')}
            />
          </CardContent>
        </Card>
        <SectionsEditor />
        <SaveBar onCancel={leave} />
      </Form>
      <UnsavedChangesDialog
        open={asking}
        onKeepEditing={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          dirty.current = false;
          onDone();
        }}
      />
    </>
  );
}

/**
 * Save and Cancel stay at the foot of the screen while a long form scrolls beneath them; after a save
 * refused in the browser, a line says why, as the first field with a message takes the focus.
 */
function SaveBar({ onCancel }: { onCancel: () => void }) {
  const translate = useTranslate();
  const { isSubmitting, submitCount, errors } = useFormState();
  const invalid = submitCount > 0 && Object.keys(errors).length > 0;
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 3,
        mt: 3,
        px: 2,
        py: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
      }}
    >
      {invalid && (
        <Typography role="alert" color="error" variant="body2" sx={{ flex: '1 1 240px' }}>
          {translate('resources.inspection-forms.editor.invalid')}
        </Typography>
      )}
      <Button onClick={onCancel}>{translate('fleet.form.cancel')}</Button>
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {isSubmitting ? translate('fleet.form.loading') : translate('fleet.form.save')}
      </Button>
    </Box>
  );
}
