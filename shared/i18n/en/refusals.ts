// What the server says when it refuses a form before any page handles it: too large, not a web form, unreadable, a
// field sent twice, sent from another website, a robot trap filled, too many requests, the store unavailable. The
// server's words only (the browser shows them as they arrive); src/http/refusals.ts picks the language.

export const EN_REFUSALS = {
  formTooLarge: 'The form is too large. Please shorten what you typed and try again.',
  unsupportedForm: 'Please send this form from our website: it was not sent as a web form.',
  unreadableForm: 'The form could not be read. Please reload the page and try again.',
  repeatedField: 'A field of this form was sent more than once. Please reload the page and try again.',
  foreignOrigin:
    'This form was sent from another website, so it was refused. Please reload the page on our site and try again.',
  unprocessable: 'The request could not be processed.',
  robot: 'This form could not be sent. Please call us instead.',
  tooManyRequests: 'Too many requests from your connection. Please wait a minute and try again, or call us.',
  storeUnavailable:
    'We could not save your request just now, so it was not sent. Please try again in a minute, or call us.',
  unsubscribeLinkInvalid: 'That unsubscribe link is not valid. Use the link in our latest e-mail.',
  unsubscribeUnavailable: 'We could not unsubscribe you just now. Please try the link again in a minute.',
};

export type RefusalWords = typeof EN_REFUSALS;
export type RefusalId = keyof RefusalWords;
