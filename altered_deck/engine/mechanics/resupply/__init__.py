"""What a [Resupply] put in Reserve: "[Resupply]. If you put an Animal in Reserve this way, it
gains 1 boost"."""
