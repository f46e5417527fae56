-- The admin inbox at a provider's volume (2,000 requests a day, 180 days kept): a search, a filter and each next
-- page read an index, never every request.
--   * request_search holds the words a request is found by (src/requests/search-terms.ts writes them with the
--     request): 'n' and each word of the name, 'e' and the e-mail address, 'p' and the mobile's ten digits, 'r' and
--     the same digits backwards. A search reads the terms that begin with what was typed.
--   * The list's indexes end with (created_at, id), the list's order, so a page is read in order from where the last
--     one stopped (keyset paging) and a kind and status filter reads only its own rows.

CREATE TABLE request_search (
  term TEXT NOT NULL,
  request_id INTEGER NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  PRIMARY KEY (term, request_id)
) WITHOUT ROWID;
CREATE INDEX request_search_by_request ON request_search (request_id);

DROP INDEX requests_by_time;
DROP INDEX requests_by_status;
DROP INDEX requests_by_kind;
CREATE INDEX requests_by_time ON requests (created_at, id);
CREATE INDEX requests_by_status ON requests (status, created_at, id);
CREATE INDEX requests_by_kind ON requests (kind, created_at, id);
CREATE INDEX requests_by_kind_status ON requests (kind, status, created_at, id);

-- The requests already stored: the same terms, written here in SQL. A name is split at spaces and at the marks
-- names carry (. ' - , ( ) _ " \ tab, line breaks); a name that still cannot be read as a list gets no name terms
-- (its phone, e-mail and reference still find it). SQL's lower() changes only A to Z, so an older name with other
-- capitals (É) keeps them in its terms.
WITH split AS (
  SELECT id, '["' || replace(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
      lower(trim(name)), '.', ' '), '''', ' '), '-', ' '), ',', ' '), '(', ' '), ')', ' '), '_', ' '), '"', ' '), '\', ' '),
      char(9), ' '), char(10), ' '), char(13), ' '),
    ' ', '","') || '"]' AS words
  FROM requests WHERE name IS NOT NULL
)
INSERT OR IGNORE INTO request_search (term, request_id)
SELECT 'n' || word.value, split.id
FROM split, json_each(CASE WHEN json_valid(split.words) THEN split.words ELSE '[]' END) AS word
WHERE word.value <> '';

INSERT OR IGNORE INTO request_search (term, request_id)
SELECT 'e' || lower(email), id FROM requests WHERE email IS NOT NULL AND email <> '';

INSERT OR IGNORE INTO request_search (term, request_id)
SELECT 'p' || substr(phone, -10), id FROM requests WHERE phone GLOB '+91[6-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';

INSERT OR IGNORE INTO request_search (term, request_id)
SELECT 'r' || substr(phone, 13, 1) || substr(phone, 12, 1) || substr(phone, 11, 1) || substr(phone, 10, 1)
  || substr(phone, 9, 1) || substr(phone, 8, 1) || substr(phone, 7, 1) || substr(phone, 6, 1) || substr(phone, 5, 1)
  || substr(phone, 4, 1), id
FROM requests WHERE phone GLOB '+91[6-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
