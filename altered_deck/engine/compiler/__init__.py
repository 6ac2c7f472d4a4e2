"""Card text to effect records, once per deck: abilities, the text-form tables and their one order
(``forms``), compound bodies, fix-ups and the coverage count."""
