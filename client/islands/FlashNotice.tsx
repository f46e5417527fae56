// A message the server carried over a redirect. Server-rendered as an inline notice (all that shows without
// JavaScript); once hydrated it becomes a toast and the inline copy goes away.
import { useEffect, useState } from 'react';
import type { ToastMessage } from '../../shared/messages';
import { notify } from '../notify';

export default function FlashNotice({ message }: { message: ToastMessage }) {
  const [inline, setInline] = useState(true);

  useEffect(() => {
    notify(message);
    setInline(false);
  }, [message]);

  if (!inline) return null;
  const tone =
    message.variant === 'error'
      ? 'border-red-700 bg-red-50 text-red-900'
      : 'border-brand-700 bg-brand-50 text-brand-900';
  return (
    <div role={message.variant === 'error' ? 'alert' : 'status'} className={`container mt-4`}>
      <div className={`rounded-lg border-l-4 px-4 py-3 ${tone}`}>
        <p className="font-semibold">{message.title}</p>
        {message.description && <p className="mt-1">{message.description}</p>}
      </div>
    </div>
  );
}
