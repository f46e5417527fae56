-- The consultation room (src/consult/, decision 0031): what happened in each appointment's room, its chat, the modes
-- and minutes actually held, and the identity the doctor confirmed. No audio or video is ever stored: only these
-- facts. They are part of the medical record (decision 0022): kept as long as the consultation record, never deleted
-- by the sweeps, and read only by the appointment's patient and doctor (admins see that a chat exists, never its text).

-- Who did what in the room, in order: joined, left, reconnected, video on, audio only, chat off (media stopped),
-- a chat message (its text is in consult_messages), identity confirmed.
CREATE TABLE consult_events (
  id INTEGER PRIMARY KEY,
  appointment_id INTEGER NOT NULL,
  at INTEGER NOT NULL,
  who TEXT NOT NULL CHECK (who IN ('patient', 'doctor')),
  kind TEXT NOT NULL CHECK (kind IN ('joined', 'left', 'reconnected', 'video', 'audio', 'chat-only', 'chat', 'identity'))
);
CREATE INDEX consult_events_by_appointment ON consult_events (appointment_id, at);

-- The chat: text and typed readings, as sent. Append-only, like the access log.
CREATE TABLE consult_messages (
  id INTEGER PRIMARY KEY,
  appointment_id INTEGER NOT NULL,
  at INTEGER NOT NULL,
  who TEXT NOT NULL CHECK (who IN ('patient', 'doctor')),
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000)
);
CREATE INDEX consult_messages_by_appointment ON consult_messages (appointment_id, at);

-- One row per appointment whose room was used: milliseconds held with video both ways, with audio (and no video),
-- chat messages sent, when both were first in the room and when the last one left; the identity the doctor
-- confirmed (name and age as the patient said them), and when.
CREATE TABLE consult_holds (
  appointment_id INTEGER PRIMARY KEY,
  video_ms INTEGER NOT NULL DEFAULT 0 CHECK (video_ms >= 0),
  audio_ms INTEGER NOT NULL DEFAULT 0 CHECK (audio_ms >= 0),
  chat_count INTEGER NOT NULL DEFAULT 0 CHECK (chat_count >= 0),
  both_joined_at INTEGER,
  ended_at INTEGER,
  identity_name TEXT CHECK (identity_name IS NULL OR length(identity_name) BETWEEN 1 AND 120),
  identity_age INTEGER CHECK (identity_age IS NULL OR identity_age BETWEEN 0 AND 130),
  identity_at INTEGER,
  updated_at INTEGER NOT NULL
);

-- The room's record is kept as the consultation record is (decision 0022): never updated or deleted once written.
CREATE TRIGGER consult_messages_append_only_update BEFORE UPDATE ON consult_messages
BEGIN SELECT RAISE(ABORT, 'consult_messages are append-only'); END;
CREATE TRIGGER consult_messages_append_only_delete BEFORE DELETE ON consult_messages
BEGIN SELECT RAISE(ABORT, 'consult_messages are kept with the medical record'); END;
CREATE TRIGGER consult_events_append_only_delete BEFORE DELETE ON consult_events
BEGIN SELECT RAISE(ABORT, 'consult_events are kept with the medical record'); END;

-- consult: what the records area reads to judge a prescription (the modes held and the confirmed identity). No chat.
CREATE VIEW consult_view_holds AS
  SELECT appointment_id, video_ms, audio_ms, chat_count, identity_name, identity_age, identity_at
  FROM consult_holds;
