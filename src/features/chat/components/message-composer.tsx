import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '../../../../core/schemas/chat';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { errorMessage } from '../../../lib/request-parsed';

/** The input and Send button; Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ label, action, onSend }: { label: string; action: string; onSend: (text: string) => Promise<void> }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending || text.trim() === '') return;
    setPending(true);
    setProblem(null);
    try {
      await onSend(text);
      setText('');
    } catch (error) {
      setProblem(errorMessage(error, t('chat.load_failed')));
    } finally {
      setPending(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={2}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={label}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) void submit(e as unknown as FormEvent);
          }}
          className={`${inputStyles(Boolean(problem))} min-h-11 flex-1 resize-none`}
        />
        <button type="submit" className={buttonStyles.primary} disabled={pending || text.trim() === ''} aria-busy={pending}>
          {pending ? t('chat.sending') : action}
        </button>
      </div>
      <div className="flex justify-between gap-2 text-xs">
        {problem ? (
          <p id={`${id}-error`} role="alert" className="font-medium text-danger-700">
            {problem}
          </p>
        ) : (
          <span />
        )}
        <span className="text-ink-muted">{t('chat.count', { count: text.length, max: CHAT_MESSAGE_MAX })}</span>
      </div>
    </form>
  );
}
