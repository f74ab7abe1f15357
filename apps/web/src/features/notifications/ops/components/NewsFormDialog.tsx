import {
  NEWS_AUDIENCES,
  NEWS_BODY_MAX_LENGTH,
  NEWS_TITLE_MAX_LENGTH,
  type NewsBroadcastBody,
  ZNewsBroadcastBody,
} from '@adportal/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '../../../../components/ChoiceCard.tsx';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { contractResolver } from '../../../../lib/forms/contract-resolver.ts';
import { tm } from '../../../../lib/i18n.ts';
import { formatCount } from '../../../../lib/numbers.ts';
import type { Notice } from '../../../../lib/use-notice.ts';
import { AdvertiserPicker, type PickedAdvertiser } from '../../../ops/index.ts';
import { useNewsAudience } from '../api/get-news-audience.ts';
import { useSendNewsMutation } from '../api/send-news.ts';

type NewsFormValues = Required<NewsBroadcastBody>;

const FIELDS = [
  'title',
  'body',
  'link',
  'audience',
  'advertiser_ids',
] as const satisfies readonly (keyof NewsFormValues)[];
const resolver = contractResolver(ZNewsBroadcastBody, (values: NewsFormValues) => values);
const EMPTY: NewsFormValues = { title: '', body: '', link: '', audience: 'all', advertiser_ids: [] };

/** What the question before sending waits for: the answer, once the operator gives it. */
interface Question {
  count: number;
  title: string;
  answer: (send: boolean) => void;
}

/**
 * A new news broadcast (create OpsContent): title, plain-text message with a counter, an optional link, and
 * whom to send to — every advertiser or chosen ones (searched among the console's advertiser users). Sending
 * asks first, naming how many advertisers it reaches; the API's field errors land on their fields.
 */
export function NewsFormDialog({ onClose }: { onClose: (notice?: Notice) => void }) {
  const { t, i18n } = useTranslation();
  const send = useSendNewsMutation();
  const audienceOfAll = useNewsAudience();
  const [picked, setPicked] = useState<PickedAdvertiser[]>([]);
  const [question, setQuestion] = useState<Question | null>(null);
  const audienceLabel = useId();
  const { control, handleSubmit, setError } = useForm({
    resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [audience, body] = useWatch({ control, name: ['audience', 'body'] });
  const count = (value: number) => formatCount(value, i18n.language);

  const ask = (title: string, reach: number) =>
    new Promise<boolean>((resolve) => {
      setQuestion({
        count: reach,
        title,
        answer: (yes) => {
          setQuestion(null);
          resolve(yes);
        },
      });
    });

  const onSubmit = handleSubmit(async (values) => {
    const all = values.audience === 'all';
    const reach = all
      ? ((await audienceOfAll.refetch()).data?.advertisers ?? 0)
      : values.advertiser_ids.length;
    if (!(await ask(values.title.trim(), reach))) return;
    const sent = await send.mutateAsync({
      ...values,
      advertiser_ids: all ? [] : values.advertiser_ids,
    });
    onClose({ kind: 'success', title: t('notifications.ops.news.sentToast', { count: sent.advertisers }) });
  });

  const counter = t('notifications.ops.news.form.counter', {
    length: count(body.length),
    max: count(NEWS_BODY_MAX_LENGTH),
  });
  return (
    <>
      <FormDialog
        title={t('notifications.ops.news.new')}
        maxWidth="sm"
        fullScreenBelow="sm"
        onClose={() => onClose()}
        onSubmit={onSubmit}
        fields={FIELDS}
        setError={setError}
        submitLabel={t('notifications.ops.news.form.send')}
        submitTestId="news-send"
      >
        <FormTextField
          control={control}
          name="title"
          label={t('notifications.ops.news.form.title')}
          testId="news-title"
          autoComplete="off"
          maxLength={NEWS_TITLE_MAX_LENGTH}
          autoFocus
        />
        <FormTextField
          control={control}
          name="body"
          label={t('notifications.ops.news.form.body')}
          testId="news-body"
          minRows={5}
          maxLength={NEWS_BODY_MAX_LENGTH}
          hint={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{t('notifications.ops.news.form.bodyHint')}</span>
              <Box
                component="span"
                data-testid="news-body-counter"
                sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {counter}
              </Box>
            </Box>
          }
        />
        <FormTextField
          control={control}
          name="link"
          label={t('notifications.ops.news.form.link')}
          testId="news-link"
          autoComplete="off"
          inputMode="url"
          maxLength={512}
          hint={t('notifications.ops.news.form.linkHint')}
        />
        <Controller
          control={control}
          name="audience"
          render={({ field }) => (
            <Box>
              <Typography id={audienceLabel} variant="subtitle2" component="p" sx={{ mb: 1 }}>
                {t('notifications.ops.news.form.audience')}
              </Typography>
              <RadioGroup
                aria-labelledby={audienceLabel}
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
              >
                {NEWS_AUDIENCES.map((option) => (
                  <ChoiceCard key={option} selected={field.value === option} sx={{ px: 1.5, py: 0.5 }}>
                    <FormControlLabel
                      value={option}
                      control={
                        <Radio slotProps={{ input: { 'data-testid': `news-audience-${option}` } as never }} />
                      }
                      label={
                        <Typography sx={{ fontWeight: 500 }}>
                          {option === 'all' && audienceOfAll.data
                            ? `${t('notifications.ops.news.audiences.all')} (${count(audienceOfAll.data.advertisers)})`
                            : t(`notifications.ops.news.audiences.${option}`)}
                        </Typography>
                      }
                      sx={{ width: '100%', mr: 0 }}
                    />
                  </ChoiceCard>
                ))}
              </RadioGroup>
            </Box>
          )}
        />
        {audience === 'advertisers' ? (
          <Controller
            control={control}
            name="advertiser_ids"
            render={({ field, fieldState }) => (
              <AdvertiserPicker
                value={picked}
                inputRef={field.ref}
                onBlur={field.onBlur}
                error={fieldState.error ? tm(fieldState.error.message) : undefined}
                onChange={(next) => {
                  setPicked(next);
                  field.onChange(next.map((advertiser) => advertiser.id));
                }}
              />
            )}
          />
        ) : null}
      </FormDialog>
      {question ? (
        <ConfirmDialog
          title={t('notifications.ops.news.confirm.title')}
          text={t('notifications.ops.news.confirm.text', { count: question.count, title: question.title })}
          confirmLabel={t('notifications.ops.news.confirm.send')}
          onConfirm={() => question.answer(true)}
          onClose={() => question.answer(false)}
        />
      ) : null}
    </>
  );
}
