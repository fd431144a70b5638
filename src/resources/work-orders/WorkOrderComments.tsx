import { useState, type FormEvent } from 'react';
import { Box, Button, Divider, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate, type RaRecord } from 'ra-core';
import { workOrderCommentInput } from '../../../contract/schemas/work-order';
import type { FleetDataProvider } from '../../dataProvider';
import { translateFormMessage } from '../../i18n/contractMessages';
import { LoadFailed, LoadingBlock } from '../../layout/QueryState';
import { showToast } from '../../layout/notifications/toasts';
import { errorText } from '../../layout/notifications/errorText';
import { workOrders } from '../../resourceDefinitions/work-orders';
import { fieldErrorsOf } from '../shared/dialogs/useRecordMutations';
import { TitledCard } from '../shared/CardTitle';
import { formatWhen } from '../inspections/when';
import { useTimeZone } from '../issues/timeZone';

/** The comments of one work order, as react-query keeps them. */
const commentsKey = (workOrderId: unknown) => ['work-order-comments', String(workOrderId)];

/**
 * A work order's comments, oldest first: who wrote what and when. Everyone who may read the work order
 * comments on it (drivers included, contract/permissions.ts); the comment is checked with the contract's
 * schema before it is sent.
 */
export function WorkOrderComments({ workOrder }: { workOrder: RaRecord }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { canAccess: canComment } = useCanAccess({ resource: workOrders.name, action: 'show' });
  const {
    data: comments,
    error,
    isPending,
    refetch,
  } = useQuery({
    queryKey: commentsKey(workOrder.id),
    queryFn: () => dataProvider.getWorkOrderComments(workOrder.id),
  });
  return (
    <TitledCard id="work-order-comments-title" title={translate('resources.work-orders.comments.title')}>
      {isPending ? (
        <LoadingBlock minHeight={80} />
      ) : error ? (
        <LoadFailed onRetry={refetch}>
          {translate('resources.work-orders.comments.failed')}: {errorText(error, translate)}
        </LoadFailed>
      ) : comments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.work-orders.comments.empty')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {comments.map((comment, index) => (
            <Box component="li" key={comment.id} data-testid="work-order-comment">
              {index > 0 && <Divider sx={{ mb: 1.5 }} />}
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {translate('resources.work-orders.comments.by', {
                  name: comment.author_name,
                  date: formatWhen(comment.createdAt, timeZone),
                })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{comment.body}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {canComment && <AddComment workOrderId={workOrder.id} />}
    </TitledCard>
  );
}

/** A comment's field and its button; a refused or failed comment stays in the field, to try again. */
function AddComment({ workOrderId }: { workOrderId: RaRecord['id'] }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = workOrderCommentInput.safeParse({ body });
    if (!checked.success) {
      setProblem(translateFormMessage(translate, checked.error.issues[0]!.message));
      return;
    }
    setPending(true);
    try {
      await dataProvider.addWorkOrderComment(workOrderId, checked.data.body);
      setBody('');
      setProblem(undefined);
      showToast({ title: translate('resources.work-orders.comments.added'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: commentsKey(workOrderId) });
    } catch (error) {
      const said = fieldErrorsOf(error)?.body;
      if (said) setProblem(translateFormMessage(translate, said));
      showToast({
        title: translate('resources.work-orders.comments.error_add'),
        description: errorText(error, translate),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <TextField
        label={translate('resources.work-orders.comments.label')}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          if (problem) setProblem(undefined);
        }}
        multiline
        minRows={2}
        fullWidth
        size="small"
        error={problem !== undefined}
        helperText={problem ?? translate('resources.work-orders.comments.hint')}
      />
      <Box>
        <Button type="submit" variant="contained" size="small" disabled={pending}>
          {pending ? translate('fleet.form.loading') : translate('resources.work-orders.comments.add')}
        </Button>
      </Box>
    </Box>
  );
}
