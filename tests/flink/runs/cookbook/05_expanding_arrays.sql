-- Flink SQL Cookbook: Expanding arrays into new rows
-- (other-builtin-functions/05_expanding_arrays/05_expanding_arrays.md).
-- Changed: the faker table HarryPotter reads ${DATA}/cookbook/harry_potter.json (filesystem,
-- json, for the ARRAY column), the faker table Spells_Language reads
-- ${DATA}/cookbook/spells_language.csv (filesystem, csv). The recipe shows the view's rows, so the
-- script selects them. The recipe's lookup join (JOIN Spells_Language FOR SYSTEM_TIME AS OF
-- proctime) needs a lookup source, which a filesystem table is not, and looks up at processing
-- time; over a table that never changes it gives the rows of a regular join, so the script drops
-- FOR SYSTEM_TIME AS OF proctime (and the proctime column) and joins the two tables.
CREATE TABLE `HarryPotter` (
  `character` STRING,
  `spells` ARRAY<STRING>
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/harry_potter.json',
  'format' = 'json'
);

CREATE TEMPORARY VIEW `SpellsPerCharacter` AS
  SELECT `HarryPotter`.`character`, `SpellsTable`.`spell`
  FROM HarryPotter 
  CROSS JOIN UNNEST(HarryPotter.spells) AS SpellsTable (spell);

SELECT * FROM SpellsPerCharacter;

CREATE TABLE `Spells_Language` (
  `spells` STRING,
  `spoken_language` STRING
)
WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/spells_language.csv',
  'format' = 'csv'
);

SELECT 
  `SpellsPerCharacter`.`character`, 
  `SpellsPerCharacter`.`spell`, 
  `Spells_Language`.`spoken_language`
FROM SpellsPerCharacter
JOIN Spells_Language AS Spells_Language
ON SpellsPerCharacter.spell = Spells_Language.spells;
