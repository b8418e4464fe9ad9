-- Flink SQL Cookbook: Building the Union of Multiple Streams
-- (other-builtin-functions/02_union-all/02_union-all.md; stored in the repository as
-- other-builtin-functions/02/02_union-all.md).
-- Changed: the three faker tables read ${DATA}/cookbook/rickandmorty_visits.csv,
-- spaceagency_visits.csv and hitchhiker_visits.csv (filesystem, csv).
CREATE TEMPORARY TABLE rickandmorty_visits ( 
    visitor STRING,
    location STRING, 
    visit_time TIMESTAMP(3)
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/rickandmorty_visits.csv',
  'format' = 'csv'
);

CREATE TEMPORARY TABLE spaceagency_visits ( 
    spacecraft STRING,
    location STRING, 
    visit_time TIMESTAMP(3)
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/spaceagency_visits.csv',
  'format' = 'csv'
);

CREATE TEMPORARY TABLE hitchhiker_visits ( 
    visitor STRING,
    starship STRING,
    location STRING, 
    visit_time TIMESTAMP(3)
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/hitchhiker_visits.csv',
  'format' = 'csv'
);

SELECT visitor, '' AS spacecraft, location, visit_time FROM rickandmorty_visits
UNION ALL
SELECT '' AS visitor, spacecraft, location, visit_time FROM spaceagency_visits
UNION ALL
SELECT visitor, starship AS spacecraft, location, visit_time FROM hitchhiker_visits;
