import { useState, type FormEvent } from 'react';
import { Box, Button, Divider, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate, type RaRecord } from 'ra-core';
import type { z } from 'zod';
import { translateFormMessage } from '../../../i18n/contractMessages';
import { LoadFailed, LoadingBlock } from '../../../layout/QueryState';
import { showToast } from '../../../layout/notifications/toasts';
import { errorText } from '../../../layout/notifications/errorText';
import { fieldErrorsOf } from '../dialogs/useRecordMutations';
import { TitledCard } from '../CardTitle';
import { formatWhen } from '../../inspections/when';
import { useTimeZone } from '../../issues/timeZone';

/** A comment as the API answers it (an issue's, a work order's). */
interface RecordComment {
  id: string;
  body: string;
  author_name: string;
  createdAt: string;
}

/** Whose comments they are, and how they are read and written. */
interface CommentsOf {
  /** The resource whose `resources.<name>.comments.*` words the card says. */
  resource: 'issues' | 'work-orders';
  recordId: RaRecord['id'];
  /** Whether the reader may add one. */
  canComment: boolean;
  /** The contract's schema of a comment, which checks it before it is sent. */
  input: z.ZodType<{ body: string }>;
  load: (recordId: RaRecord['id']) => Promise<RecordComment[]>;
  add: (recordId: RaRecord['id'], body: string) => Promise<unknown>;
  /** What a new comment changes besides the comments: all of react-query's (an issue's comment count), else the comments alone. */
  refreshAll?: boolean;
}

/** The comments of one record, as react-query keeps them. */
const commentsKey = (resource: string, recordId: unknown) => [`${resource}-comments`, String(recordId)];

/**
 * A record's comments, oldest first: who wrote what and when, and for those who may, a comment of
 * their own, checked with the contract's schema before it is sent. Issues and work orders share it;
 * each says who may comment (docs/inspections.md, docs/work-orders.md).
 */
export function RecordComments(props: CommentsOf) {
  const { resource, recordId, canComment, load } = props;
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const words = (key: string) => `resources.${resource}.comments.${key}`;
  const {
    data: comments,
    error,
    isPending,
    refetch,
  } = useQuery({ queryKey: commentsKey(resource, recordId), queryFn: () => load(recordId) });
  const single = resource === 'issues' ? 'issue' : 'work-order';
  return (
    <TitledCard id={`${single}-comments-title`} title={translate(words('title'))}>
      {isPending ? (
        <LoadingBlock minHeight={80} />
      ) : error ? (
        <LoadFailed onRetry={refetch}>
          {translate(words('failed'))}: {errorText(error, translate)}
        </LoadFailed>
      ) : comments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(words('empty'))}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {comments.map((comment, index) => (
            <Box component="li" key={comment.id} data-testid={`${single}-comment`}>
              {index > 0 && <Divider sx={{ mb: 1.5 }} />}
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {translate(words('by'), { name: comment.author_name, date: formatWhen(comment.createdAt, timeZone) })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{comment.body}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {canComment && <AddComment {...props} />}
    </TitledCard>
  );
}

/** A comment's field and its button; a refused or failed comment stays in the field, to try again. */
function AddComment({ resource, recordId, input, add, refreshAll }: CommentsOf) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const words = (key: string) => `resources.${resource}.comments.${key}`;
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = input.safeParse({ body });
    if (!checked.success) {
      setProblem(translateFormMessage(translate, checked.error.issues[0]!.message));
      return;
    }
    setPending(true);
    try {
      await add(recordId, checked.data.body);
      setBody('');
      setProblem(undefined);
      showToast({ title: translate(words('added')), variant: 'success' });
      await queryClient.invalidateQueries(refreshAll ? undefined : { queryKey: commentsKey(resource, recordId) });
    } catch (error) {
      const said = fieldErrorsOf(error)?.body;
      if (said) setProblem(translateFormMessage(translate, said));
      showToast({
        title: translate(words('error_add')),
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
        label={translate(words('label'))}
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
        helperText={problem ?? translate(words('hint'))}
      />
      <Box>
        <Button type="submit" variant="contained" size="small" disabled={pending}>
          {pending ? translate('fleet.form.loading') : translate(words('add'))}
        </Button>
      </Box>
    </Box>
  );
}
