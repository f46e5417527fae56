-- Messages to a patient's phone (src/notifications/phone/, docs/decisions/0027-phone-messages.md): the same outbox as
-- mail, a channel per row, and what the providers' delivery webhooks say about each message.

-- 'email' for every row written before; a phone row's recipient is '<channel>:+91…' (e.g. 'sms:+919876543210'), so
-- the WhatsApp row and the SMS row that replaces it never meet on the (reference, event, recipient) key.
ALTER TABLE notifications ADD COLUMN channel TEXT NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'whatsapp', 'sms'));
-- The provider's latest word on a phone message, from its webhook: sent, delivered, read, or failed (with its reason).
-- NULL for mail, and for a phone message no webhook has spoken of yet.
ALTER TABLE notifications ADD COLUMN delivery TEXT CHECK (delivery IN ('sent', 'delivered', 'read', 'failed'));
ALTER TABLE notifications ADD COLUMN delivery_error TEXT;
ALTER TABLE notifications ADD COLUMN delivery_at INTEGER;

-- Each event reaches a phone once per channel: the idempotency key of (appointment reference, event, channel).
CREATE UNIQUE INDEX notifications_once_per_channel ON notifications (reference, event, channel) WHERE channel <> 'email';
-- The webhooks find a message by the provider's id (a WhatsApp wamid, an MSG91 request id).
CREATE INDEX notifications_by_provider_id ON notifications (provider_id) WHERE provider_id IS NOT NULL;

-- Numbers that asked for no more optional messages (reminders, payment requests): a STOP reply on WhatsApp, or the
-- signed stop link in a message. Service messages (received, confirmed, new time, cancelled, prescription ready)
-- still go to them.
CREATE TABLE phone_opt_outs (
  -- '+91' and ten digits.
  phone TEXT PRIMARY KEY,
  since INTEGER NOT NULL,
  how TEXT NOT NULL CHECK (how IN ('whatsapp-stop', 'stop-link'))
);

-- The patient agreed to WhatsApp messages for this booking (the booking forms' checkbox); SMS otherwise.
ALTER TABLE appointments ADD COLUMN whatsapp_consent INTEGER NOT NULL DEFAULT 0 CHECK (whatsapp_consent IN (0, 1));
