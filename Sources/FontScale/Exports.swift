// `import FontScale` alone gives the whole C-free scaling API: the styles, categories,
// platforms and tables of FontScaleMetrics come with it.
@_exported import FontScaleMetrics
