-- Flink SQL Cookbook: Lateral Table Join (joins/06_lateral_join/06_lateral_join.md).
-- Changed: the faker table People reads ${DATA}/cookbook/people.csv (filesystem, csv); some
-- people move (their id repeats with a later arrival_time), and the final populations have no
-- ties at each state's second place.
CREATE TABLE People (
    id           INT,
    city         STRING,
    state        STRING,
    arrival_time TIMESTAMP(3),
    WATERMARK FOR arrival_time AS arrival_time - INTERVAL '1' MINUTE 
) WITH (
    'connector' = 'filesystem',
    'path' = '${DATA}/cookbook/people.csv',
    'format' = 'csv'
); 

CREATE TEMPORARY VIEW CurrentPopulation AS
SELECT 
    city,
    state,
    COUNT(*) as population
FROM (
    SELECT
        city,
        state,
        ROW_NUMBER() OVER (PARTITION BY id ORDER BY arrival_time DESC) AS rownum
    FROM People
)
WHERE rownum = 1
GROUP BY city, state;

SELECT
    state,
    city,
    population
FROM 
    (SELECT DISTINCT state FROM CurrentPopulation) States,
    LATERAL (
        SELECT city, population
        FROM CurrentPopulation
        WHERE state = States.state
        ORDER BY population DESC
        LIMIT 2
);
