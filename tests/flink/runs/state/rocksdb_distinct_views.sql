-- COUNT(DISTINCT ...) with FILTERs on RocksDB state, as Nexmark q15 and q16 count bidders and
-- auctions per day: over insert-only input a distinct view only records which values came (a
-- value seen again writes nothing), in column families bucketed by whole entry key; with 16 MB
-- of RocksDB memory the memtables flush, so values are also found in SST files. Two-phase with
-- mini-batch (the global phase merges the local bundles' value counts), then a distinct count
-- over updating input, whose views keep counts that fall back to zero and whose keys go.
SET 'state.backend.type' = 'rocksdb';
SET 'state.backend.rocksdb.memory.fixed-per-slot' = '16 mb';
SET 'table.exec.mini-batch.enabled' = 'true';
SET 'table.exec.mini-batch.allow-latency' = '1 s';
SET 'table.exec.mini-batch.size' = '1000';
CREATE TABLE bids (id BIGINT) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence',
  'fields.id.start' = '1', 'fields.id.end' = '120000',
  'rows-per-second' = '10000000');
CREATE VIEW bid AS SELECT MOD(id, 3) AS channel, id / 40000 AS `day`,
  CASE WHEN MOD(id, 4) = 0 THEN MOD(id, 97) ELSE id * 7 END AS bidder,
  MOD(id * 7919, 50021) AS auction, MOD(id * 31, 2000000) AS price FROM bids;
SELECT channel, `day`, COUNT(*) AS total_bids,
  COUNT(DISTINCT bidder) AS total_bidders,
  COUNT(DISTINCT bidder) FILTER (WHERE price < 10000) AS rank1_bidders,
  COUNT(DISTINCT bidder) FILTER (WHERE price >= 10000 AND price < 1000000) AS rank2_bidders,
  COUNT(DISTINCT bidder) FILTER (WHERE price >= 1000000) AS rank3_bidders,
  COUNT(DISTINCT auction) AS total_auctions,
  COUNT(DISTINCT auction) FILTER (WHERE price < 10000) AS rank1_auctions,
  SUM(DISTINCT MOD(auction, 1000)) AS auction_sum
FROM bid GROUP BY channel, `day`;
SELECT n, COUNT(DISTINCT channel) AS channels, COUNT(DISTINCT `day`) AS days, COUNT(*) AS keys
FROM (SELECT channel, `day`, MOD(auction, 10) AS a, MOD(COUNT(DISTINCT bidder), 5) AS n FROM bid
      GROUP BY channel, `day`, MOD(auction, 10))
GROUP BY n;
