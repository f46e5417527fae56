-- A verified phone links records (decision 0028): an account whose phone the auth server has verified by a code sees
-- the requests sent with that mobile. Requests store the mobile as '+91' and ten digits; this index answers the
-- account area's lookup by it (appointments already have appointments_by_phone, migration 0003).
CREATE INDEX requests_by_phone ON requests (phone, created_at DESC) WHERE phone IS NOT NULL;
