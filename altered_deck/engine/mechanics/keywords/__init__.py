"""Keywords and statuses granted by conditions (Gigantic, Defender, Fleeting), conditions on Mana
Orbs and on one's own status, Reserve cost rules, and expedition sums those statics change."""
