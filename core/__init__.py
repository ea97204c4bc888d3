"""Rules every layer shares (user ids, what counts as free), below knowledge/, memory_store/ and graph/."""
