-- Flink SQL Cookbook: Continuous Top-N (aggregations-and-analytics/05_top_n/05_top_n.md).
-- Changed: the faker table spells_cast reads ${DATA}/cookbook/spells_cast.csv (filesystem, csv);
-- the final counts have no ties at each wizard's second place, so the final top 2 is unique.
CREATE TABLE spells_cast (
    wizard STRING,
    spell  STRING
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/spells_cast.csv',
  'format' = 'csv'
);

SELECT wizard, spell, times_cast
FROM (
    SELECT *,
    ROW_NUMBER() OVER (PARTITION BY wizard ORDER BY times_cast DESC) AS row_num
    FROM (SELECT wizard, spell, COUNT(*) AS times_cast FROM spells_cast GROUP BY wizard, spell)
)
WHERE row_num <= 2;
