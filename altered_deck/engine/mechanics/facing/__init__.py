"""The opposing expeditions in Roots of Corruption's words: tokens created "in the Expedition
facing me" or "in another Expedition" (either player's) that may gain a status, "If I'm facing
one or more Characters, target one of them and we both gain [[Anchored]]", and "there's an
Animal in an opponent's Expedition"."""
